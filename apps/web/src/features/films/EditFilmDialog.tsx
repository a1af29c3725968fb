import { ResponseCode, type Film } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../lib/forms/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { toast } from '../../ui/toastStore.ts';
import { filmDetailsErrorsOf, filmDetailsOf, filmRequestOf } from './filmDetailsForm.ts';
import { FilmDetailsFields, filmDetailsAnswerMapping } from './FilmDetailsFields.tsx';
import { filmKeys, updateFilm } from './filmsApi.ts';

/** The creator changes a film's details and price (filmsCalls.update). */
export function EditFilmDialog({ film, onClose }: { film: Film; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(filmDetailsOf(film));
  const save = useMutation({
    mutationFn: () => updateFilm({ filmId: film.filmId, ...filmRequestOf(form.values) }),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) return form.showAnswer(answer, filmDetailsAnswerMapping);
      void queryClient.invalidateQueries({ queryKey: filmKeys.all });
      toast.success(t('films.manage.saved'));
      onClose();
    },
    onError: () => form.setFormError(t('messages.pleaseTryAgain')),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('films.manage.editTitle', { title: film.title })}
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const errors = filmDetailsErrorsOf(form.values);
          form.setErrors(errors);
          if (Object.keys(errors).length === 0) save.mutate();
        }}
      >
        <fieldset className="flex flex-col gap-3" disabled={save.isPending}>
          <FilmDetailsFields form={form} />
        </fieldset>
        <FormAlert message={form.formError} />
        <Button type="submit" isLoading={save.isPending}>
          {t('films.manage.save')}
        </Button>
      </form>
    </Dialog>
  );
}
