import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type en from '../../locales/en.json';

export type PageTitleKey = keyof typeof en.pages;

interface PlaceholderPageProps {
  titleKey: PageTitleKey;
}

/** Stands in for a page of the route table that a later issue builds: its title and "Page in progress". */
export function PlaceholderPage({ titleKey }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const title = t(`pages.${titleKey}`);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <title>{t('app.documentTitle', { page: title })}</title>
      <div className="rounded-full bg-accent-soft p-4 text-accent" aria-hidden="true">
        <Construction className="size-8" />
      </div>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="rounded-full bg-brand-yellow px-3 py-1 text-sm font-semibold text-black">
        {t('placeholder.inProgress')}
      </p>
      <p className="text-fg-muted">{t('placeholder.description')}</p>
    </section>
  );
}
