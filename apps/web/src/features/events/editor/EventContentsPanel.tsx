import {
  EventContentKinds,
  ResponseCode,
  type ContentView,
  type EventContentKind,
} from '@limelight/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../../lib/i18n/index.ts';
import { useForm } from '../../../lib/forms/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { eventKeys } from '../eventQueries.ts';
import { addEventContent, fetchEventContents, removeEventContent } from '../eventsApi.ts';

const isContentKind = (text: string): text is EventContentKind =>
  (EventContentKinds as readonly string[]).includes(text);

/**
 * The editor's Content tab, under the media files: what the live page plays for everyone who enters (spec
 * 000 §3 contents): HLS (.m3u8) and DASH (.mpd) links, images, YouTube ids and data addresses. The server
 * checks each (https or this platform's files; an 11-character YouTube id) and answers the field at fault.
 */
export function EventContentsPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const contents = useQuery({
    queryKey: eventKeys.contents(eventId),
    queryFn: () => fetchEventContents(eventId),
  });
  const form = useForm({ kind: 'hls', value: '', name: '' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.contents(eventId) });
  const describe = (content: ContentView) =>
    `${t(`eventEditor.contents.kind.${content.kind}`)}: ${content.name ?? content.value}`;

  const add = useMutation({
    mutationFn: (content: Parameters<typeof addEventContent>[1]) => addEventContent(eventId, content),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        form.showAnswer(answer, { byPath: { value: 'value', name: 'name', kind: 'kind' } });
        return;
      }
      form.reset();
      toast.success(t('eventEditor.contents.added'));
      void refresh();
    },
    onError: () => form.setFormError(t('messages.genericError')),
  });
  const remove = useMutation({
    mutationFn: (contentId: string) => removeEventContent(eventId, contentId),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) toast.error(answerMessage(answer, t));
      void refresh();
    },
    onError: () => toast.error(t('messages.genericError')),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { kind, value, name } = form.values;
    if (value.trim() === '') form.setErrors({ value: 'fieldRequired' });
    else if (isContentKind(kind)) add.mutate({ kind, value, name: name.trim() === '' ? null : name });
  };

  return (
    <section aria-labelledby="event-contents-title" className="flex flex-col gap-4">
      <div>
        <h2 id="event-contents-title" className="text-lg font-semibold">
          {t('eventEditor.contents.title')}
        </h2>
        <p className="text-fg-muted">{t('eventEditor.contents.intro')}</p>
      </div>
      {contents.isPending ? (
        <LoadingState label={t('eventEditor.contents.loading')} />
      ) : contents.isError ? (
        <FormAlert message={t('messages.genericError')} />
      ) : contents.data.list.length === 0 ? (
        <p className="text-fg-muted">{t('eventEditor.contents.none')}</p>
      ) : (
        <ul
          aria-label={t('eventEditor.contents.list')}
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
        >
          {contents.data.list.map((content) => (
            <li key={content.id} className="flex items-center gap-3 px-3 py-2">
              <span className="min-w-0 flex-1 break-all">{describe(content)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('eventEditor.contents.remove', { content: describe(content) })}
                onClick={() => remove.mutate(content.id)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FormAlert message={form.formError} />
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          <SelectField
            label={t('eventEditor.contents.kindLabel')}
            options={EventContentKinds.map((kind) => ({
              value: kind,
              label: t(`eventEditor.contents.kind.${kind}`),
            }))}
            {...form.textField('kind')}
          />
          <TextField
            label={t('eventEditor.contents.value')}
            hint={t(
              `eventEditor.contents.hint.${isContentKind(form.values.kind) ? form.values.kind : 'hls'}`,
            )}
            {...form.textField('value')}
          />
        </div>
        <TextField label={t('eventEditor.contents.name')} maxLength={100} {...form.textField('name')} />
        <Button type="submit" variant="secondary" className="self-start" isLoading={add.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          {t('eventEditor.contents.add')}
        </Button>
      </form>
    </section>
  );
}
