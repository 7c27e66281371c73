import type { ServiceContent } from '../../../../content/schemas';

/** How the work is done, as a numbered list of steps. */
export function ProcessSteps({ process }: { process: ServiceContent['process'] }) {
  return (
    <section className="svc-story__block" aria-labelledby="svc-process-title">
      <h2 id="svc-process-title">{process.heading}</h2>
      <ol className="svc-steps">
        {process.steps.map((step) => (
          <li className="svc-steps__item" key={step.title}>
            <h3 className="svc-steps__title">{step.title}</h3>
            <p className="mb-0">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
