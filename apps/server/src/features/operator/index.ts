export { createOperatorModule } from './operator.module.ts';
