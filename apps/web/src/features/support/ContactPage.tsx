import { SupportMessageKind } from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../lib/navigation/index.ts';
import { ContactForm } from './ContactForm.tsx';

const emptyContact = { name: '', email: '', message: '' };

/** `/contact` (spec 000 §2, public): a message to the operators; sent, it leads to `/contact/success`. */
export function ContactPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-10">
      <title>{t('app.documentTitle', { page: t('pages.contact') })}</title>
      <h1 className="text-2xl font-bold">{t('pages.contact')}</h1>
      <p className="text-fg-muted">{t('support.contactIntro')}</p>
      <ContactForm
        kind={SupportMessageKind.Contact}
        initialValues={emptyContact}
        submitLabel={t('support.send')}
        onSent={() => navigate('/contact/success')}
      />
    </section>
  );
}
