import * as english from '@/app/(en)/layout';
import { inLocale } from '@/lib/i18n/request';

// The Spanish site's document: the English root (app/(en)/layout.tsx) in Spanish, `<html lang="es-US">`.
export const viewport = english.viewport;
export const generateMetadata = inLocale('es', english.generateMetadata);
export default inLocale('es', english.default);
