import { mailtoHref, company } from '@radix/site-kit/company';

/** Shown, without React, when the shell itself cannot start. */
export function showStartupFailure(error: unknown): void {
  console.error('The site could not start', error);
  const root = document.getElementById('root');
  if (!root) return;
  const phone = company.mainPhone;
  root.innerHTML = `<main class="startup-failure" style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5">
<h1 style="font-size:1.5rem">${company.name}</h1>
<p>Sorry, the site could not be loaded just now. Please reload the page in a moment.</p>
<p>You can also reach us at <a href="${mailtoHref(null)}">${company.email}</a> or <a href="tel:${phone.tel}">${phone.display}</a>.</p>
</main>`;
}
