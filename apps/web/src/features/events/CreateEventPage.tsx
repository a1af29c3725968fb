import { ResponseCode, type EventView } from '@limelight/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Rocket } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { useForm } from '../../lib/forms/index.ts';
import { useAppNavigate } from '../../lib/navigation/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { toast } from '../../ui/toastStore.ts';
import { AutosaveToggle } from './editor/AutosaveToggle.tsx';
import {
  draftOfEvent,
  newEventDraftKey,
  readEventDraft,
  removeEventDraft,
  writeEventDraft,
  type EventDraft,
} from './editor/eventDraft.ts';
import { wizardSteps } from './editor/eventSteps.ts';
import { GeneralFields } from './editor/GeneralFields.tsx';
import { emptyGeneralForm, generalAnswerMapping, validateGeneralForm } from './editor/generalForm.ts';
import { LeaveConfirmation } from './editor/LeaveConfirmation.tsx';
import { MediaUploads } from './editor/MediaUploads.tsx';
import { TiersEditor } from './editor/TiersEditor.tsx';
import { validateTierRows, type TierErrors, type TierRow } from './editor/tierForm.ts';
import { autosaveDelayMs, useAutosave } from './editor/useAutosave.ts';
import { useAutosavePreference } from './editor/useAutosavePreference.ts';
import { useServerAutosave } from './editor/useServerAutosave.ts';
import { eventDetailQuery, eventKeys, latestDraftQuery } from './eventQueries.ts';
import { createEvent, fetchEventDetail, publishEvent, updateEvent } from './eventsApi.ts';
import { RolesPanel } from './roles/RolesPanel.tsx';

function StepList({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('eventEditor.steps')} className="flex flex-wrap gap-2">
      {wizardSteps.map((name, index) => (
        <li
          key={name}
          aria-current={index === step ? 'step' : undefined}
          className={
            index === step
              ? 'rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-fg'
              : 'rounded-full bg-surface-muted px-3 py-1 text-sm text-fg-muted'
          }
        >
          {t('eventEditor.stepNumber', { number: index + 1, name: t(`eventEditor.step.${name}`) })}
        </li>
      ))}
    </ol>
  );
}

interface WizardProps {
  draft: EventDraft | null;
  onStartOver: () => void;
  /** The event the wizard drafts on the server, once General created it (null before). */
  onEventIdChange: (eventId: string | null) => void;
}

/**
 * The create wizard of spec 000 §1 (General, Resources, Roles, Tickets). The event is created unpublished when
 * the host leaves General; from then on Resources, Roles and Tickets act on it, and Publish ends the wizard.
 * The draft autosaves (spec 000 §3) to localStorage, and to the server once the event exists.
 */
function Wizard({ draft, onStartOver, onEventIdChange }: WizardProps) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const form = useForm(draft?.general ?? emptyGeneralForm());
  const [eventId, setEventId] = useState(draft?.eventId ?? null);
  const [step, setStep] = useState(draft?.step ?? 0);
  const [tiers, setTiers] = useState<TierRow[]>(draft?.tiers ?? []);
  const [tierErrors, setTierErrors] = useState<TierErrors>({});
  const [isAutosaveOn, setAutosaveOn] = useAutosavePreference();
  const [publishedSlug, setPublishedSlug] = useState<string>();
  const current: EventDraft = { eventId, step, general: form.values, tiers };
  const [storedDraft, setStoredDraft] = useState(() => JSON.stringify(draft ?? current));

  const saveDraft = (toStore: EventDraft) => {
    writeEventDraft(localStorage, newEventDraftKey, toStore);
    setStoredDraft(JSON.stringify(toStore));
  };
  // A published event's draft is gone for good: nothing writes it again while the page leaves.
  useAutosave(current, {
    isEnabled: isAutosaveOn && publishedSlug === undefined,
    delayMs: autosaveDelayMs,
    save: saveDraft,
  });
  const server = useServerAutosave(eventId, form.values, isAutosaveOn);
  const detail = useQuery({ ...eventDetailQuery(eventId ?? ''), enabled: eventId !== null });
  // A draft whose event was deleted meanwhile starts the event again from General.
  const isGone =
    detail.error instanceof RefusedAnswerError && detail.error.answer.code === ResponseCode.NotFound;
  if (isGone && eventId !== null) {
    setEventId(null);
    setStep(0);
  }

  useEffect(() => onEventIdChange(eventId), [eventId, onEventIdChange]);

  // Leaves once the published state has rendered, so that the leave confirmation no longer holds the page.
  useEffect(() => {
    if (publishedSlug !== undefined) navigate(`/event/${publishedSlug}`);
  }, [publishedSlug, navigate]);

  const saveGeneral = useMutation({
    mutationFn: async () => {
      const checked = validateGeneralForm(form.values);
      if (!checked.ok) return { kind: 'invalid', errors: checked.errors } as const;
      const answer =
        eventId === null
          ? await createEvent(checked.fields)
          : await updateEvent({ eventId, ...checked.fields });
      return { kind: 'answered', answer, fields: checked.fields } as const;
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
      server.recordSaved(outcome.fields);
      setEventId(outcome.answer.data.id);
      setStep(1);
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: () => form.setFormError(t('messages.genericError')),
  });

  const publish = useMutation({
    mutationFn: async (id: string) => {
      const checked = validateTierRows(tiers);
      if (!checked.ok) return { kind: 'invalid', errors: checked.errors } as const;
      const saved = await updateEvent({ eventId: id, tickets: checked.tiers });
      if (saved.code !== ResponseCode.Success) return { kind: 'refused', answer: saved } as const;
      return { kind: 'answered', answer: await publishEvent(id, true) } as const;
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'invalid') {
        setTierErrors(outcome.errors);
        return;
      }
      setTierErrors({});
      if (outcome.answer.code !== ResponseCode.Success) {
        form.showAnswer(outcome.answer, generalAnswerMapping);
        return;
      }
      const published: EventView = outcome.answer.data;
      removeEventDraft(localStorage, newEventDraftKey);
      toast.success(t('eventEditor.published', { title: published.title }));
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      setPublishedSlug(published.slug);
    },
    onError: () => form.setFormError(t('messages.genericError')),
  });

  const next = () => {
    if (step === 0) saveGeneral.mutate();
    else if (step < wizardSteps.length - 1) setStep(step + 1);
    else if (eventId !== null) publish.mutate(eventId);
  };

  const hasUnsavedChanges = publishedSlug === undefined && JSON.stringify(current) !== storedDraft;
  const isLastStep = step === wizardSteps.length - 1;
  return (
    <div className="flex flex-col gap-6">
      <LeaveConfirmation hasUnsavedChanges={hasUnsavedChanges} />
      <StepList step={step} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AutosaveToggle isOn={isAutosaveOn} onChange={setAutosaveOn} status={server.status} />
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => saveDraft(current)}>
            {t('eventEditor.saveDraft')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onStartOver}>
            {t('eventEditor.startOver')}
          </Button>
        </div>
      </div>
      <FormAlert message={form.formError} />
      <section
        aria-label={t(`eventEditor.step.${wizardSteps[step] ?? 'general'}`)}
        className="flex flex-col gap-4"
      >
        <h2 className="text-xl font-semibold">{t(`eventEditor.step.${wizardSteps[step] ?? 'general'}`)}</h2>
        {step === 0 && (
          // Enter in a field goes on to the next step; the later steps hold forms of their own.
          <form
            noValidate
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              next();
            }}
          >
            <GeneralFields form={form} />
          </form>
        )}
        {step > 0 && eventId !== null && detail.isPending && (
          <LoadingState label={t('eventDetail.loading')} />
        )}
        {step === 1 && detail.data && (
          <MediaUploads event={detail.data} onUploaded={() => void detail.refetch()} />
        )}
        {step === 2 && eventId !== null && <RolesPanel eventId={eventId} />}
        {step === 3 && (
          <>
            <p className="text-fg-muted">{t('eventEditor.tiersHint')}</p>
            <TiersEditor rows={tiers} errors={tierErrors} onChange={setTiers} />
          </>
        )}
      </section>
      <div className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
        <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('eventEditor.back')}
        </Button>
        <Button isLoading={saveGeneral.isPending || publish.isPending} onClick={next}>
          {isLastStep ? (
            <>
              <Rocket className="size-4" aria-hidden="true" />
              {t('eventEditor.publish')}
            </>
          ) : (
            <>
              {t('eventEditor.next')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </div>
  );
}

interface ServerDraftOfferProps {
  onResume: (draft: EventDraft) => void;
  onStartNew: () => void;
}

/**
 * Offers the member's newest draft on the server when this browser keeps none (another device, a cleared
 * storage, a wizard left after General): continue it, or start a new event (the wizard starts afresh).
 */
function ServerDraftOffer({ onResume, onStartNew }: ServerDraftOfferProps) {
  const { t } = useTranslation();
  const latest = useQuery(latestDraftQuery());
  const resume = useMutation({
    mutationFn: (eventId: string) => fetchEventDetail(eventId),
    onSuccess: (event) => onResume(draftOfEvent(event)),
    onError: () => toast.error(t('messages.genericError')),
  });
  if (!latest.data) return null;
  const { id, title } = latest.data;
  return (
    <Banner tone="info">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('eventEditor.resumeTitle', { title })}</span>
        <span className="flex flex-wrap gap-2">
          <Button size="sm" isLoading={resume.isPending} onClick={() => resume.mutate(id)}>
            {t('eventEditor.resume')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onStartNew}>
            {t('eventEditor.startNew')}
          </Button>
        </span>
      </div>
    </Banner>
  );
}

/**
 * `/event/create` (and `/create`, `/createEvent`): the create wizard, resuming the draft this browser
 * stored, or offering the newest draft on the server.
 */
export function CreateEventPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => readEventDraft(localStorage, newEventDraftKey));
  const [isRestored, setRestored] = useState(draft !== null);
  const [wizardKey, setWizardKey] = useState(0);
  // The offer is for a draft the member is not editing: it goes once the wizard drafts an event of its own.
  const [wizardEventId, setWizardEventId] = useState<string | null>(null);
  const restart = (next: EventDraft | null) => {
    setDraft(next);
    setWizardKey((key) => key + 1);
  };
  const startOver = () => {
    removeEventDraft(localStorage, newEventDraftKey);
    setRestored(false);
    restart(null);
  };
  const resume = (resumed: EventDraft) => {
    writeEventDraft(localStorage, newEventDraftKey, resumed);
    setRestored(true);
    restart(resumed);
  };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.eventCreate') })}</title>
      <h1 className="text-2xl font-bold">{t('pages.eventCreate')}</h1>
      {isRestored && <Banner tone="info">{t('eventEditor.draftRestored')}</Banner>}
      {draft === null && wizardKey === 0 && wizardEventId === null && (
        <ServerDraftOffer onResume={resume} onStartNew={startOver} />
      )}
      <Wizard key={wizardKey} draft={draft} onStartOver={startOver} onEventIdChange={setWizardEventId} />
    </div>
  );
}
