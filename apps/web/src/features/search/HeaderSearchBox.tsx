import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, useAppNavigate } from '../../lib/navigation/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { searchPathOf } from './searchAddress.ts';

/** The header's search box: Enter opens the search page for the words typed. */
export function HeaderSearchBox() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim()) navigate(searchPathOf(text));
  };
  return (
    <>
      {/* Narrow screens keep the header's room for the navigation: a link to the search page instead. */}
      <AppLink
        to="/search"
        aria-label={t('nav.search')}
        className={joinClassNames(
          'shrink-0 rounded-md p-2 hover:bg-surface-muted md:hidden',
          focusRingClassName,
        )}
      >
        <Search className="size-5" aria-hidden="true" />
      </AppLink>
      <form
        role="search"
        aria-label={t('nav.search')}
        onSubmit={submit}
        className="relative shrink-0 max-md:hidden"
      >
        <Search
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-fg-muted"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label={t('nav.search')}
          placeholder={t('nav.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={joinClassNames(
            // Beside the full navigation (xl) the box narrows again, so that every entry keeps its room.
            'h-9 w-56 rounded-md border border-border bg-surface pr-3 pl-8 text-sm placeholder:text-fg-muted lg:w-72 xl:w-52 2xl:w-72',
            focusRingClassName,
          )}
        />
      </form>
    </>
  );
}
