import { ResponseCode } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../lib/forms/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { emptyFilmDetails, filmDetailsErrorsOf, filmRequestOf } from './filmDetailsForm.ts';
import { FilmDetailsFields, filmDetailsAnswerMapping } from './FilmDetailsFields.tsx';
import { createFilm, filmKeys } from './filmsApi.ts';
import { FilmSourceField } from './FilmSourceField.tsx';
import { useFilmUploads } from './filmUploadStore.ts';

/**
 * "Upload a film": its details, then its video. filmsCalls.create makes the film; its video goes up with tus
 * while the dialog closes, its progress shown on the film's card.
 */
export function UploadFilmDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(emptyFilmDetails);
  const [file, setFile] = useState<File>();
  const [isFileMissing, setIsFileMissing] = useState(false);
  const beginUpload = useFilmUploads((state) => state.begin);
  const create = useMutation({
    mutationFn: (source: File) =>
      createFilm(filmRequestOf(form.values)).then((answer) => ({ answer, source })),
    onSuccess: ({ answer, source }) => {
      if (answer.code !== ResponseCode.Success) return form.showAnswer(answer, filmDetailsAnswerMapping);
      const filmId = answer.data.filmId;
      void beginUpload(filmId, source, () =>
        queryClient.setQueryData(filmKeys.transcode(filmId), {
          ...answer.data.media,
          state: 'queued',
          percent: 0,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: filmKeys.all });
      onClose();
    },
    onError: () => form.setFormError(t('messages.pleaseTryAgain')),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('films.upload.title')}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const errors = filmDetailsErrorsOf(form.values);
          form.setErrors(errors);
          setIsFileMissing(file === undefined);
          if (Object.keys(errors).length === 0 && file) create.mutate(file);
        }}
      >
        <fieldset className="flex flex-col gap-3" disabled={create.isPending}>
          <FilmDetailsFields form={form} />
          <FilmSourceField
            label={t('films.upload.file')}
            onChoose={(chosen) => {
              setFile(chosen);
              setIsFileMissing(false);
            }}
          />
          {isFileMissing && <FormAlert message={t('films.upload.fileRequired')} />}
        </fieldset>
        <FormAlert message={form.formError} />
        <Button type="submit" isLoading={create.isPending}>
          {t('films.upload.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
