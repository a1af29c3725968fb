import { ResponseCode, type EventFullView, type TicketTierRequest } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Save } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../lib/forms/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { AppLink, AppNavigate, useAppNavigate } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { toast } from '../../ui/toastStore.ts';
import { CouponsPanel, EventOrdersPanel } from '../commerce/index.ts';
import { AutosaveToggle } from './editor/AutosaveToggle.tsx';
import { editorTabs } from './editor/eventSteps.ts';
import { GeneralFields } from './editor/GeneralFields.tsx';
import { generalAnswerMapping, generalFormOf, validateGeneralForm } from './editor/generalForm.ts';
import { LeaveConfirmation } from './editor/LeaveConfirmation.tsx';
import { EventContentsPanel } from './editor/EventContentsPanel.tsx';
import { MediaUploads } from './editor/MediaUploads.tsx';
import { PublishControls } from './editor/PublishControls.tsx';
import { RestrictionsPanel } from './editor/RestrictionsPanel.tsx';
import { saveTierRows, tierErrorsOf } from './editor/saveTiers.ts';
import { TiersEditor } from './editor/TiersEditor.tsx';
import { tierRowsOf, validateTierRows, type TierErrors } from './editor/tierForm.ts';
import { useAutosavePreference } from './editor/useAutosavePreference.ts';
import { useServerAutosave } from './editor/useServerAutosave.ts';
import { eventKeys } from './eventQueries.ts';
import { updateEvent } from './eventsApi.ts';
import { EventGate } from './EventGate.tsx';
import { RolesPanel } from './roles/RolesPanel.tsx';

interface EditorProps {
  event: EventFullView;
  refetch: () => void;
}

/** Reports unsaved changes of the General and Tickets tabs to the page's leave confirmation. */
type DirtyListener = (tab: 'general' | 'tickets', isDirty: boolean) => void;

function GeneralTab({ event, onDirty }: { event: EventFullView; onDirty: DirtyListener }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(generalFormOf(event));
  const [isAutosaveOn, setAutosaveOn] = useAutosavePreference();
  const server = useServerAutosave(event.id, form.values, isAutosaveOn);
  const isDirty = server.hasUnsavedChanges;
  useEffect(() => onDirty('general', isDirty), [isDirty, onDirty]);

  const save = useMutation({
    mutationFn: async () => {
      const checked = validateGeneralForm(form.values);
      if (!checked.ok) return { kind: 'invalid', errors: checked.errors } as const;
      return {
        kind: 'answered',
        answer: await updateEvent({ eventId: event.id, ...checked.fields }),
        checked,
      } as const;
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'invalid') {
        form.setErrors(outcome.errors);
        return;
      }
      if (outcome.answer.code !== ResponseCode.Success) {
        form.showAnswer(outcome.answer, generalAnswerMapping);
        return;
      }
      server.recordSaved(outcome.checked.fields);
      toast.success(t('eventEditor.saved'));
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: () => form.setFormError(t('messages.genericError')),
  });
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    save.mutate();
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <AutosaveToggle isOn={isAutosaveOn} onChange={setAutosaveOn} status={server.status} />
      <FormAlert message={form.formError} />
      <GeneralFields form={form} />
      <Button type="submit" className="self-start" isLoading={save.isPending}>
        <Save className="size-4" aria-hidden="true" />
        {t('eventEditor.save')}
      </Button>
    </form>
  );
}

function TicketsTab({ event, onDirty }: { event: EventFullView; onDirty: DirtyListener }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(() => tierRowsOf(event.tiers));
  const [savedRows, setSavedRows] = useState(rows);
  const [errors, setErrors] = useState<TierErrors>({});
  const [formError, setFormError] = useState<string>();
  useEffect(() => onDirty('tickets', rows !== savedRows), [rows, savedRows, onDirty]);
  const save = useMutation({
    mutationFn: (tiers: TicketTierRequest[]) => saveTierRows(event.id, rows, tiers, savedRows),
    onSuccess: ({ rows: savedNow, refusal }) => {
      setRows(savedNow);
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      if (refusal) {
        const rowErrors = tierErrorsOf(refusal);
        if (rowErrors) setErrors(rowErrors);
        else setFormError(answerMessage(refusal.answer, t));
        return;
      }
      setSavedRows(savedNow);
      toast.success(t('eventEditor.saved'));
    },
    onError: () => setFormError(t('messages.genericError')),
  });
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const checked = validateTierRows(rows);
    setErrors(checked.ok ? {} : checked.errors);
    setFormError(undefined);
    if (checked.ok) save.mutate(checked.tiers);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <p className="text-fg-muted">{t('eventEditor.tiersHint')}</p>
      <TiersEditor rows={rows} errors={errors} onChange={setRows} />
      <Button type="submit" className="self-start" isLoading={save.isPending}>
        <Save className="size-4" aria-hidden="true" />
        {t('eventEditor.saveTickets')}
      </Button>
    </form>
  );
}

function Editor({ event, refetch }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [dirtyTabs, setDirtyTabs] = useState<ReadonlySet<string>>(new Set());
  const onDirty = useCallback<DirtyListener>(
    (tab, isDirty) =>
      setDirtyTabs((current) => {
        if (current.has(tab) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(tab);
        else next.delete(tab);
        return next;
      }),
    [],
  );
  if (!event.canEdit) return <AppNavigate to={`/event/${event.slug}`} />;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.eventEdit') })}</title>
      <LeaveConfirmation hasUnsavedChanges={dirtyTabs.size > 0} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Button asChild variant="ghost" size="sm" className="self-start">
            <AppLink to={`/event/${event.slug}`}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('eventEditor.viewEvent')}
            </AppLink>
          </Button>
          <h1 className="text-2xl font-bold break-words">
            {t('eventEditor.editing', { title: event.title })}
          </h1>
          <p className="text-sm text-fg-muted">
            {event.published === 1 ? t('events.mine.published') : t('events.mine.draft')}
          </p>
        </div>
        <PublishControls event={event} onDeleted={() => navigate('/myevent')} />
      </div>
      <Tabs defaultValue="general">
        <TabsList aria-label={t('eventEditor.tabs')} className="overflow-x-auto">
          {editorTabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`eventEditor.tab.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="general" forceMount className="data-[state=inactive]:hidden">
          <GeneralTab event={event} onDirty={onDirty} />
        </TabsContent>
        <TabsContent value="roles">
          <RolesPanel eventId={event.id} />
        </TabsContent>
        <TabsContent value="tickets" forceMount className="data-[state=inactive]:hidden">
          <TicketsTab event={event} onDirty={onDirty} />
          <CouponsPanel eventId={event.id} timeZone={event.timezone} />
          <EventOrdersPanel eventId={event.id} />
        </TabsContent>
        <TabsContent value="content" className="flex flex-col gap-8">
          <MediaUploads event={event} onUploaded={refetch} />
          <EventContentsPanel eventId={event.id} />
        </TabsContent>
        <TabsContent value="restrictions">
          <RestrictionsPanel eventId={event.id} restrictions={event.restrictions} onChanged={refetch} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** `/event/:id/edit` (members): the editor of spec 000 §1; without canEdit the user goes to the event page. */
export function EditEventPage() {
  return (
    <EventGate pathSuffix="/edit">{(event, refetch) => <Editor event={event} refetch={refetch} />}</EventGate>
  );
}
