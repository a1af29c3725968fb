import { Messages } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './languages.ts';

type LocaleTree = { readonly [key: string]: string | LocaleTree };

const localeFiles = import.meta.glob<LocaleTree>('../../locales/*.json', { eager: true, import: 'default' });
const locales = new Map(
  Object.entries(localeFiles).map(([path, tree]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), tree]),
);

function flatten(tree: LocaleTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [path, text] of flatten(value, `${prefix}${key}.`)) entries.set(path, text);
  }
  return entries;
}

function flatLocale(language: string): Map<string, string> {
  const tree = locales.get(language);
  if (!tree) throw new Error(`No locale file for ${language}`);
  return flatten(tree);
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// Words that stay as they are in every language; a translated value may equal the English one only when
// nothing else is left in it.
const properNouns = /Limelight|Chrome/g;
const hasWordsToTranslate = (text: string) =>
  /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, '').replace(properNouns, ''));

const english = flatLocale('en');

describe('locales (ARCHITECTURE: every string in all six locales)', () => {
  it('has one file per interface language and no other', () => {
    expect([...locales.keys()].sort()).toEqual([...supportedLanguages].sort());
  });

  it.each(supportedLanguages.filter((language) => language !== 'en'))(
    '%s has exactly the keys of en',
    (language) => {
      expect([...flatLocale(language).keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  it.each([...supportedLanguages])('%s keeps the placeholders of en', (language) => {
    for (const [key, text] of flatLocale(language)) {
      expect(placeholdersOf(text), `${language} ${key}`).toEqual(placeholdersOf(english.get(key) ?? ''));
    }
  });

  it.each(['zh', 'fr', 'fr-school'])('%s ships no English text', (language) => {
    const untranslated = [...flatLocale(language)]
      .filter(([key, text]) => text === english.get(key) && hasWordsToTranslate(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe('tutoring variants say table and teacher (spec 000 §1, spec 001 §1)', () => {
  it.each(['en-tutor', 'en-school'])('%s never says stage or moderator', (language) => {
    const offending = [...flatLocale(language)].filter(([, text]) => /\bstage\b|moderator/i.test(text));
    expect(offending).toEqual([]);
  });

  it('fr-school never says scène or modérateur', () => {
    const offending = [...flatLocale('fr-school')].filter(([, text]) => /scène|modérat/i.test(text));
    expect(offending).toEqual([]);
  });
});

describe('protocol messages', () => {
  it('en carries every message of the protocol, in its wording', () => {
    const expected = Object.fromEntries(
      Object.entries(Messages).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
    );
    expect(locales.get('en')?.messages).toEqual(expected);
  });
});
