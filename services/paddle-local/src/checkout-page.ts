import type { TransactionState } from './paddle-objects';

/** The card that pays at the local checkout (Paddle's own test card); every other number is declined. */
export const TEST_CARD = '4242424242424242';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function money(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amountMinor / 100);
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#111827;color:#f9fafb;display:flex;justify-content:center;padding:48px 16px}
main{background:#1f2937;border-radius:12px;padding:32px;max-width:420px;width:100%}
h1{font-size:1.4rem;margin:0 0 4px}p{color:#d1d5db}label{display:block;margin:16px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:10px;border-radius:8px;border:1px solid #4b5563;background:#111827;color:#f9fafb;font-size:1rem}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:8px;background:#22c55e;color:#052e16;font-size:1.05rem;font-weight:700;cursor:pointer}
.error{background:#7f1d1d;color:#fecaca;padding:10px;border-radius:8px}.note{font-size:.85rem}a{color:#86efac}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The payment form of one transaction (what Paddle's overlay checkout shows). */
export function checkoutForm(txn: TransactionState, error?: string): string {
  const renews = txn.price.interval
    ? `<p>Renews every ${txn.price.interval} until you cancel.</p>`
    : '<p>One payment, yours to keep.</p>';
  return page(
    `Pay for ${txn.price.name}`,
    `<h1>${escape(txn.price.name)}</h1><p><strong>${money(txn.amount_minor, txn.price.currency)}</strong></p>${renews}
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/checkout/${encodeURIComponent(txn.id)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email">
<label for="card">Card number</label><input id="card" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="12/30" required>
<label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" required>
<button type="submit">Pay ${money(txn.amount_minor, txn.price.currency)}</button></form>
<p class="note">Local test checkout: no money moves. Pay with the test card 4242 4242 4242 4242, any future expiry and any code.</p>`,
  );
}

export function checkoutDone(txn: TransactionState, returnUrl: string | null): string {
  return page(
    'Payment complete',
    `<h1>Payment complete</h1><p>Thank you! ${escape(txn.price.name)} is paid.</p>${
      returnUrl ? `<p><a href="${escape(returnUrl)}">Back to Pylands</a></p>` : ''
    }`,
  );
}

export function checkoutGone(): string {
  return page(
    'Checkout not found',
    '<h1>Checkout not found</h1><p>This checkout does not exist or was already paid.</p>',
  );
}

/** Why a card is refused, or null when it pays. */
export function cardProblem(form: URLSearchParams): string | null {
  const number = (form.get('card_number') ?? '').replace(/[\s-]/g, '');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.get('expiry') ?? '');
  if (!/^\d{3,4}$/.test(form.get('cvc') ?? '')) return 'Enter the 3 or 4 digit security code.';
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) return 'Enter the expiry as MM/YY.';
  const end = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1));
  if (end.getTime() <= Date.now()) return 'This card has expired.';
  if (number !== TEST_CARD) return 'This card was declined. Use the test card 4242 4242 4242 4242.';
  return null;
}
