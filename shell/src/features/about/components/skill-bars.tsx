import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@radix/site-kit';
import { skills } from '../content/skills';
import { SkillBar } from './skill-bar';

/**
 * The team's skills as progress bars. Without reduced motion the bars fill over 2 s when they
 * scroll into view; with it (or without IntersectionObserver) they are full from the start.
 */
export function SkillBars() {
  const reducedMotion = useReducedMotion();
  const list = useRef<HTMLUListElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = list.current;
    if (reducedMotion || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion]);

  const filled = inView || reducedMotion || typeof IntersectionObserver === 'undefined';
  return (
    <ul ref={list} className={`about-skills list-unstyled mb-0${reducedMotion ? '' : ' about-skills--animated'}`}>
      {skills.map((skill) => (
        <SkillBar key={skill.key} skill={skill} filled={filled} />
      ))}
    </ul>
  );
}
