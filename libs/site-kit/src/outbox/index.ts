export {
  outbox,
  startOutbox,
  type Delivery,
  type Notice,
  type OutboxRequest,
  type Submitted,
  type Typed,
} from './outbox';
