import * as english from '@/app/(en)/(site)/statement-review/page';
import { inLocale } from '@/lib/i18n/request';

// The Spanish twin of app/(en)/(site)/statement-review/page.tsx: the same page, read from content/es/.
export const generateMetadata = inLocale('es', english.generateMetadata);
export default inLocale('es', english.default);
