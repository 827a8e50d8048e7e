// The ИНН check lives with the tax contracts (decision 0033); the identity document uses it too.
export { isValidInn, completePersonInn } from '../tax/inn.js';
