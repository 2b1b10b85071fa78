import { getPage, type Cta } from '@/lib/content/page';
import {
  cta,
  ctaBand,
  featureItems,
  sectionHeading,
  titledItems,
  type CtaBandWords,
  type SectionHeading,
  type TitledItem,
} from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';
import type { Feature } from '@/lib/content/types';

/** /about-us: its own sections (content/pages/about-us.yaml), in page order. */

/** The mission or the vision: a statement and what it commits us to. */
export interface Statement {
  title: string;
  text: string;
  points: string[];
}

export interface AboutPage {
  story: { eyebrow: string; title: string; paragraphs: string[]; facts: { label: string; value: string }[] };
  missionAndVision: { title: string; mission: Statement; vision: Statement };
  values: SectionHeading & { items: Feature[] };
  howWeWork: SectionHeading & { steps: TitledItem[] };
  visit: { title: string; description: string; action: Cta };
  cta: CtaBandWords;
}

const statement = ({ title, text, points }: { title: string; text: string; points: readonly string[] }): Statement => ({
  title,
  text,
  points: [...points],
});

export async function getAboutPage(source?: ContentSource): Promise<AboutPage> {
  const { data } = await getPage('about-us', source);
  const { story, missionAndVision, visit } = data;
  return {
    story: {
      eyebrow: story.eyebrow,
      title: story.title,
      paragraphs: [...story.paragraphs],
      facts: story.facts.map(({ label, value }) => ({ label, value })),
    },
    missionAndVision: {
      title: missionAndVision.title,
      mission: statement(missionAndVision.mission),
      vision: statement(missionAndVision.vision),
    },
    values: { ...sectionHeading(data.values), items: featureItems(data.values.items) },
    howWeWork: { ...sectionHeading(data.howWeWork), steps: titledItems(data.howWeWork.steps) },
    visit: { title: visit.title, description: visit.description, action: cta(visit.action) },
    cta: ctaBand(data.cta),
  };
}
