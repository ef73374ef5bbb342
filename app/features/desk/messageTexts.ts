// Small text helpers shared by the stage messages' screens.
import type { TFunction } from 'i18next';
import type { Language } from '../../../server/contract/index.ts';
import './i18n.ts';

/** A language's name in the interface's language ('Hungarian' / 'magyar'). */
export const languageName = (t: TFunction, language: Language): string => t(`desk.message.languages.${language}`);
