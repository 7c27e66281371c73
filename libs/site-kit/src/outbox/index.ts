export { outbox, startOutbox, type Delivery, type KeepOutcome, type Notice, type OutboxRequest } from './outbox';
