// Form state, the protocol's field rules gathered per form, and refused requests shown on the form.
export {
  validateConfirmation,
  validateDateOfBirthField,
  validateEnteredPassword,
  validateSignUpEmail,
} from './accountFieldRules.ts';
export type { AnswerFieldMapping } from './answerErrors.ts';
export { validateForm, type FormErrors } from './formValidation.ts';
export { useForm, type TextFieldBinding } from './useForm.ts';
export { useAskedChange } from './useAskedChange.ts';
