/** @jest-environment node */
import { formatDuration, formatLongDate, formatMillions, formatQuarterIn } from '@/lib/i18n/formats';
import { officeHours, timeZoneName } from '@/lib/content/site';

describe('figures the site computes, in each language', () => {
  it('writes long dates, quarters and millions as each language does', () => {
    expect(formatLongDate('2026-03-05', 'en')).toBe('March 5, 2026');
    expect(formatLongDate('2026-03-05', 'es')).toBe('5 de marzo de 2026');
    expect(formatQuarterIn(2027, 1, 'en')).toBe('Q1 2027');
    expect(formatQuarterIn(2027, 1, 'es')).toBe('1.er trimestre de 2027');
    expect(formatQuarterIn(2027, 2, 'es')).toBe('2.º trimestre de 2027');
    expect(formatMillions(20, 'en')).toBe('$20 million');
    expect(formatMillions(20, 'es')).toBe('$20 millones');
  });

  it('says a duration fact in Spanish, and leaves one of another shape as written', () => {
    expect(formatDuration('1–2 business days', 'es')).toBe('1 a 2 días hábiles');
    expect(formatDuration('3–7 days', 'es')).toBe('3 a 7 días');
    expect(formatDuration('1 business day', 'es')).toBe('1 día hábil');
    expect(formatDuration('48 hours', 'es')).toBe('48 horas');
    expect(formatDuration('3–7 days', 'en')).toBe('3–7 days');
    expect(formatDuration('same day', 'es')).toBe('same day');
  });

  it('says the office hours in a sentence of the language', () => {
    const site = {
      timeZone: 'America/New_York',
      hours: [
        { label: 'Lunes a viernes', days: [], opens: '09:00', closes: '18:00', display: '9:00 AM – 6:00 PM' },
        { label: 'Domingo', days: [], opens: null, closes: null, display: 'Cerrado' },
      ],
    };
    expect(officeHours(site, 'es')).toBe(
      'abierto lunes a viernes 9:00 AM – 6:00 PM hora del Este, y cerrado el domingo',
    );
    expect(timeZoneName('America/New_York', 'en')).toBe('Eastern Time');
  });
});
