import type { SkillsContent } from '../../../../content/schemas';
import file from '../../../../content/skills.yml';

/** A skill of the team with its percentage (0 to 100), shown as a progress bar. */
export type Skill = SkillsContent['skills'][number];

/** The About page's skill bars (`content/skills.yml`, checked by the build). */
const content = file as SkillsContent;

export const skillsHeading = content.heading;
export const skillsLead = content.lead;
export const skills = content.skills;
