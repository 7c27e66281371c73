import type { Skill } from '../content/skills';

/** One skill as an accessible progress bar with a visible label and value; `filled` starts the fill. */
export function SkillBar({ skill, filled }: { skill: Skill; filled: boolean }) {
  const labelId = `about-skill-${skill.key}`;
  return (
    <li className="about-skill">
      <div className="about-skill__head">
        <span id={labelId} className="about-skill__label">
          {skill.label}
        </span>
        <span className="about-skill__value">{skill.value}%</span>
      </div>
      <div
        className="progress about-skill__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={skill.value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar about-skill__fill" style={{ width: filled ? `${skill.value}%` : '0%' }} />
      </div>
    </li>
  );
}
