/**
 * The Stripe stand-in as a process, for the browser tests (e2e/specs/billing.test.ts), which drive the product
 * from outside: it listens on 127.0.0.1 (PORT, else any free port), posts the events of a Checkout paid on its
 * page to STANDIN_WEBHOOK_URL (with STANDIN_HOLD_WEBHOOKS=1, only at `POST /_standin/deliver`, after the customer is
 * back), and prints one JSON line: the server settings that point at it.
 */
import { StripeStandIn } from './stripe-stand-in.ts';

const standIn = new StripeStandIn();
standIn.webhookUrl = process.env.STANDIN_WEBHOOK_URL;
standIn.holdWebhooks = process.env.STANDIN_HOLD_WEBHOOKS === '1';
await standIn.start(Number(process.env.PORT ?? 0));
console.log(JSON.stringify(standIn.env()));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void standIn.stop());
