import type { Film } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { filmKeys, uploadCaptions } from './filmsApi.ts';

/** The creator adds (or replaces) one language's captions, a WebVTT file (filmsCalls.captions). */
export function CaptionsDialog({ film, onClose }: { film: Film; onClose: () => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const queryClient = useQueryClient();
  const [lang, setLang] = useState('en');
  const [label, setLabel] = useState('English');
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const send = useMutation({
    mutationFn: (vtt: File) => uploadCaptions(film.filmId, lang.trim(), label.trim(), vtt),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: filmKeys.all });
      toast.success(t('films.captions.added'));
      onClose();
    },
    onError: (error) =>
      setProblem(
        error instanceof RefusedAnswerError ? answerMessage(error.answer, t) : t('messages.pleaseTryAgain'),
      ),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('films.captions.title')}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (lang.trim().length < 2 || label.trim() === '') setProblem(t('films.captions.languageRequired'));
          else if (!file || !file.name.toLowerCase().endsWith('.vtt'))
            setProblem(t('films.captions.fileRequired'));
          else send.mutate(file);
        }}
      >
        <fieldset className="flex flex-col gap-3" disabled={send.isPending}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField
              label={t('films.captions.lang')}
              value={lang}
              maxLength={16}
              onChange={(e) => setLang(e.target.value)}
            />
            <TextField
              label={t('films.captions.label')}
              value={label}
              maxLength={60}
              onChange={(e) => setLabel(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={fileId} className="text-sm font-medium">
              {t('films.captions.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".vtt,text/vtt"
              className="text-sm"
              onChange={(event) => {
                setFile(event.target.files?.[0]);
                setProblem(undefined);
              }}
            />
          </div>
        </fieldset>
        <FormAlert message={problem} />
        <Button type="submit" isLoading={send.isPending}>
          {t('films.captions.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
