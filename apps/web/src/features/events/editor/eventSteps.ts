/** The create wizard's steps (spec 000 §1: General, Resources, Roles, Tickets), in order. */
export const wizardSteps = ['general', 'resources', 'roles', 'tickets'] as const;
/** One wizard step. */
export type WizardStep = (typeof wizardSteps)[number];

/** The editor's tabs (spec 000 §1: General, Roles, Tickets, Content, Restrictions). */
export const editorTabs = ['general', 'roles', 'tickets', 'content', 'restrictions'] as const;
/** One editor tab. */
export type EditorTab = (typeof editorTabs)[number];
