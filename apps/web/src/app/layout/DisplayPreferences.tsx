import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { defaultLanguage, isLanguage, languageChoicesOf, languageNames } from '../../lib/i18n/index.ts';
import { updateProfile } from '../../features/users/index.ts';
import { writeStoredLanguage, writeStoredTheme } from '../../lib/preferences/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { readCurrentTheme, selectTheme, type Theme } from '../guards/theme.ts';

const themes: readonly Theme[] = ['light', 'dark'];

/**
 * The language and theme switchers. They set the address's `lang` and `theme` (spec 000 §1–2: the query chooses
 * them and navigation keeps them), so that the address, a shared link and the guards always agree, and
 * remember the choice in this browser.
 */
export function DisplayPreferences() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const themeFieldName = useId();
  const location = useLocation();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const query = new URLSearchParams(location.search);
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  // The router commits the new address in a transition, after the click's event: until then the radio shows
  // the theme just chosen, else React would undo the click's check (and a quick second look sees it unchecked).
  const [chosenTheme, setChosenTheme] = useState<{ search: string; theme: Theme } | null>(null);
  const theme =
    chosenTheme?.search === location.search
      ? chosenTheme.theme
      : selectTheme(query.get('theme'), readCurrentTheme());
  const languages = languageChoicesOf(language);

  const setQueryValue = (key: 'lang' | 'theme', value: string) => {
    // The person's own choice is remembered for the addresses that name none (typed, bookmarked); a link's
    // `lang` (an e-mail's, say) applies to that visit only.
    // A member's choice goes on the profile too, for their other devices.
    if (key === 'lang' && isLanguage(value)) {
      writeStoredLanguage(localStorage, value);
      if (hasMemberSession) void updateProfile({ language: value }).catch(() => undefined);
    }
    if (key === 'theme' && (value === 'light' || value === 'dark')) {
      writeStoredTheme(localStorage, value);
      setChosenTheme({ search: location.search, theme: value });
      if (hasMemberSession) void updateProfile({ theme: value }).catch(() => undefined);
    }
    query.set(key, value);
    void navigate(
      { pathname: location.pathname, search: `?${query}`, hash: location.hash },
      { replace: true },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {languages.length > 1 && (
        <SelectField
          label={t('preferences.language')}
          value={language}
          options={languages.map((choice) => ({ value: choice, label: languageNames[choice] }))}
          onChange={(event) => setQueryValue('lang', event.target.value)}
        />
      )}
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('preferences.theme')}</legend>
        <div className="flex gap-2">
          {themes.map((choice) => (
            <label
              key={choice}
              className={joinClassNames(
                'flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 py-2 text-sm',
                choice === theme ? 'border-accent bg-accent-soft font-medium' : 'border-border',
              )}
            >
              <input
                type="radio"
                name={themeFieldName}
                value={choice}
                checked={choice === theme}
                onChange={() => setQueryValue('theme', choice)}
                className={joinClassNames('accent-accent', focusRingClassName)}
              />
              {t(`preferences.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
