import { ResponseCode, type OwnProfile } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../lib/forms/index.ts';
import { useAppNavigate } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { profilePathOf } from './profileAddress.ts';
import { profileFormValuesOf, validateProfileForm, type ProfileChanges } from './profileForm.ts';
import { userKeys } from './userQueries.ts';
import { updateCyaId, updateProfile } from './usersApi.ts';

interface ProfileDetailsFormProps {
  profile: OwnProfile;
}

/** The cyaId goes first (its own call): a taken handle stops the save before anything else changes. */
async function saveProfile({ cyaId, profile }: ProfileChanges) {
  if (cyaId !== undefined) {
    const answer = await updateCyaId(cyaId);
    if (answer.code !== ResponseCode.Success) return { step: 'cyaId', answer } as const;
  }
  if (Object.keys(profile).length === 0) return { step: 'done', cyaId } as const;
  const answer = await updateProfile(profile);
  return answer.code === ResponseCode.Success
    ? ({ step: 'done', cyaId } as const)
    : ({ step: 'profile', answer, changesEmail: profile.email !== undefined } as const);
}

/** Every editable field of the profile (spec 000 §7 updateProfile, §5 rules inline) and the cyaId. */
export function ProfileDetailsForm({ profile }: ProfileDetailsFormProps) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const form = useForm(profileFormValuesOf(profile));
  // spec 000 §3: the e-mail is the sign-in address; here it can only be added, not changed (see LinkedAccounts).
  const hasEmail = profile.email !== null;

  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (outcome) => {
      if (outcome.step === 'cyaId') {
        form.showAnswer(outcome.answer, {
          byPath: { updatedCyaId: 'cyaId' },
          byMessage: { usernameTaken: 'cyaId', handleCharacters: 'cyaId' },
        });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      if (outcome.step === 'profile') {
        form.showAnswer(outcome.answer, {
          byPath: {
            username: 'username',
            firstName: 'firstName',
            lastName: 'lastName',
            gender: 'gender',
            dob: 'dateOfBirth',
            bio: 'bio',
            email: 'email',
          },
          byMessage: { usernameTaken: outcome.changesEmail ? 'email' : 'username' },
        });
        return;
      }
      toast.success(t('editProfile.saved'));
      // The address names the old handle; the edit page moves to the new one.
      if (outcome.cyaId !== undefined)
        navigate(`${profilePathOf({ userId: profile.userId, cyaId: outcome.cyaId })}/edit`, {
          replace: true,
        });
    },
    onError: (error) => {
      console.warn('Saving the profile failed', error);
      form.setFormError(t('messages.genericError'));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateProfileForm(form.values, profile, new Date());
    if (result.ok) save.mutate(result.changes);
    else form.setErrors(result.errors);
  };

  const genderOptions = [
    { value: '', label: t('editProfile.genderUnset') },
    { value: 'F', label: t('editProfile.genderFemale') },
    { value: 'M', label: t('editProfile.genderMale') },
  ];

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('editProfile.firstName')}
          autoComplete="given-name"
          {...form.textField('firstName')}
        />
        <TextField
          label={t('editProfile.lastName')}
          autoComplete="family-name"
          {...form.textField('lastName')}
        />
        <TextField
          label={t('editProfile.username')}
          autoComplete="nickname"
          {...form.textField('username')}
        />
        <TextField
          label={t('editProfile.cyaId')}
          hint={t('editProfile.cyaIdHint')}
          autoComplete="off"
          {...form.textField('cyaId')}
        />
        <SelectField label={t('editProfile.gender')} options={genderOptions} {...form.textField('gender')} />
        <TextField
          label={t('auth.dateOfBirth')}
          hint={t('auth.dateOfBirthHint')}
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          autoComplete="bday"
          {...form.textField('dateOfBirth')}
        />
      </div>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        readOnly={hasEmail}
        hint={hasEmail ? t('editProfile.emailIsSignIn') : undefined}
        {...form.textField('email')}
      />
      <TextAreaField label={t('editProfile.bio')} {...form.textField('bio')} />
      <Button type="submit" className="self-start" isLoading={save.isPending}>
        {t('editProfile.save')}
      </Button>
    </form>
  );
}
