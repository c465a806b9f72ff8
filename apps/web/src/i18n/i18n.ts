// KaamSetu's translations: catalogues are JSON per language and namespace (en/common.json, hi/legal.json…),
// in the same shape i18next reads (nested keys, {{name}} placeholders, _one/_other plurals).
// English "common" ships with the first bundle so the landing page paints at once; everything else
// loads on demand. A page that needs a catalogue not yet loaded suspends until it arrives.
// See docs/decisions/001-own-i18n-runtime.md for why this is not i18next.
import { use, useSyncExternalStore } from 'react';
import commonEn from './en/common.json';
import { rememberLanguage, storedLanguage } from './remembered-language';

export const supportedLanguages = ['en', 'hi', 'mr', 'ta'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

type Catalogue = { [key: string]: string | Catalogue };
export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

const FALLBACK: SupportedLanguage = 'en';

const loaders = import.meta.glob<{ default: Catalogue }>('./*/*.json');
// The trades' names by trade key, as the namespace `trades`: the contract's, which the server names trades with
// too. They name every trade in every language (the compiler checks), so no English is fetched beside them
// (docs/decisions/040).
const contractLoaders: Record<string, () => Promise<{ default: Catalogue }>> = {
  'en/trades': () => import('@kaamsetu/contract/trade-names/en'),
  'hi/trades': () => import('@kaamsetu/contract/trade-names/hi'),
  'mr/trades': () => import('@kaamsetu/contract/trade-names/mr'),
  'ta/trades': () => import('@kaamsetu/contract/trade-names/ta'),
};
const completeNamespaces = new Set(['trades']);
const catalogues = new Map<string, Catalogue>([['en/common', commonEn]]);
const pending = new Map<string, Promise<void>>();
// React's use() needs the same promise on every render, and reads a settled one synchronously when it
// carries React's `status` field, so a loaded catalogue never suspends a render.
type TrackedPromise = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: void; reason?: unknown };
const namespacePromises = new Map<string, TrackedPromise>();
const listeners = new Set<() => void>();

export function isSupported(value: string | null | undefined): value is SupportedLanguage {
  return (supportedLanguages as readonly string[]).includes(value ?? '');
}

function initialLanguage(): SupportedLanguage {
  // Without a choice stored here (or readable storage), the browser's language.
  const saved = storedLanguage();
  if (isSupported(saved)) return saved;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language?.slice(0, 2);
  return isSupported(browser) ? browser : FALLBACK;
}

let current: SupportedLanguage = initialLanguage();

function loadCatalogue(language: SupportedLanguage, namespace: string): Promise<void> {
  const id = `${language}/${namespace}`;
  if (catalogues.has(id)) return Promise.resolve();
  let promise = pending.get(id);
  if (!promise) {
    const loader = loaders[`./${id}.json`] ?? contractLoaders[id];
    if (!loader) throw new Error(`No catalogue ${id}`);
    promise = loader().then((module) => {
      catalogues.set(id, module.default);
    });
    pending.set(id, promise);
  }
  return promise;
}

/** Loads a namespace in the given language and, unless it is complete in every language, in English to fill gaps. */
export function loadNamespace(language: SupportedLanguage, namespace: string): Promise<void> {
  const id = `${language}/${namespace}`;
  let promise = namespacePromises.get(id);
  if (!promise) {
    const tracked: TrackedPromise = Promise.all([
      loadCatalogue(language, namespace),
      completeNamespaces.has(namespace) ? undefined : loadCatalogue(FALLBACK, namespace),
    ]).then(() => undefined);
    tracked.status = 'pending';
    tracked.then(
      () => {
        tracked.status = 'fulfilled';
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
      },
    );
    namespacePromises.set(id, tracked);
    promise = tracked;
  }
  return promise;
}

function lookup(language: SupportedLanguage, namespace: string, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogues.get(`${language}/${namespace}`);
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

// Made once per language: making Intl.PluralRules takes far longer than using them, and a list's first render
// counts many things.
const pluralRulesByLanguage = new Map<SupportedLanguage, Intl.PluralRules>();
function pluralRules(language: SupportedLanguage): Intl.PluralRules {
  let rules = pluralRulesByLanguage.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(language);
    pluralRulesByLanguage.set(language, rules);
  }
  return rules;
}

export function translate(
  language: SupportedLanguage,
  namespace: string,
  key: string,
  values?: TranslateValues,
): string {
  const count = values?.count;
  const keys =
    typeof count === 'number' ? [`${key}_${pluralRules(language).select(count)}`, `${key}_other`, key] : [key];
  let text: string | undefined;
  for (const candidate of keys) {
    text = lookup(language, namespace, candidate) ?? lookup(FALLBACK, namespace, candidate);
    if (text !== undefined) break;
  }
  if (text === undefined) return key;
  return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match)) : text;
}

export function currentLanguage(): SupportedLanguage {
  return current;
}

/**
 * Sets the language before the first render, without remembering it: the language a pre-rendered page was
 * written in (so hydration renders the same text), or the one the build is rendering a page in.
 */
export function startInLanguage(language: SupportedLanguage): void {
  current = language;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  // Fetch every namespace already in use before switching, so the page never flashes a loading state.
  const namespaces = new Set([...catalogues.keys()].map((id) => id.split('/')[1] ?? 'common'));
  await Promise.all([...namespaces].map((namespace) => loadNamespace(language, namespace)));
  rememberLanguage(language);
  current = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Resolves once the first language's common catalogue is in memory. */
export function i18nReady(): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = current;
  return loadNamespace(current, 'common');
}

export function useTranslation(namespace = 'common'): { t: Translate; language: SupportedLanguage } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  use(loadNamespace(language, namespace));
  return { t: (key, values) => translate(language, namespace, key, values), language };
}
