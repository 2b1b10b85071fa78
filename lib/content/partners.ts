import { assertNoProblems } from '@/lib/content/errors';
import { faqProblems, type FaqEntry } from '@/lib/content/faq';
import { getPage, type Cta } from '@/lib/content/page';
import type { PartnerProgramId } from '@/lib/editor/partner-programs';
import {
  cta,
  ctaBand,
  duplicateProblems,
  featureItems,
  sectionHeading,
  titledItems,
  type CtaBandWords,
  type SectionHeading,
  type TitledItem,
} from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';
import type { Feature, IconName } from '@/lib/content/types';

/** /partners: its own sections (content/pages/partners.yaml), in page order. */

export interface PartnerProgram {
  id: PartnerProgramId;
  name: string;
  audience: string;
  description: string;
  benefits: readonly string[];
  icon: IconName;
  action: Cta;
}

export interface PosRecommendation {
  industry: string;
  icon: IconName;
  summary: string;
  systems: readonly { name: string; href: string }[];
}

export interface PartnersPage {
  benefits: SectionHeading & { items: Feature[] };
  programs: SectionHeading & { items: PartnerProgram[] };
  posOverview: SectionHeading & { items: PosRecommendation[] };
  aiSecurity: SectionHeading & { items: string[] };
  steps: { title: string; steps: TitledItem[] };
  questions: { title: string; entries: FaqEntry[] };
  cta: CtaBandWords;
}

export async function getPartnersPage(source?: ContentSource): Promise<PartnersPage> {
  const { file, data } = await getPage('partners', source);
  const { programs, posOverview, questions } = data;
  const entries = questions.entries.map(({ id, question, answer }) => ({ id, question, answer }));
  assertNoProblems(file, [
    // Each program once: its card is #program-<id>, and the contact form preselects it.
    ...duplicateProblems(
      programs.items.map((program) => program.id),
      'programs.items',
      'id',
    ),
    ...faqProblems(entries, 'questions.entries'),
  ]);
  return {
    benefits: { ...sectionHeading(data.benefits), items: featureItems(data.benefits.items) },
    programs: {
      ...sectionHeading(programs),
      items: programs.items.map((program) => ({
        id: program.id,
        name: program.name,
        audience: program.audience,
        description: program.description,
        benefits: [...program.benefits],
        icon: program.icon,
        action: cta(program.action),
      })),
    },
    posOverview: {
      ...sectionHeading(posOverview),
      items: posOverview.items.map((item) => ({
        industry: item.industry,
        icon: item.icon,
        summary: item.summary,
        systems: item.systems.map(({ name, href }) => ({ name, href })),
      })),
    },
    aiSecurity: { ...sectionHeading(data.aiSecurity), items: [...data.aiSecurity.items] },
    steps: { title: data.steps.title, steps: titledItems(data.steps.steps) },
    questions: { title: questions.title, entries },
    cta: ctaBand(data.cta),
  };
}
