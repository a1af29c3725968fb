export { useDialogStore, useIsDialogOpen, type DialogName } from './dialogStore.ts';
