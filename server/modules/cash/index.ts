/** The cash trail's entry points for other modules (transporter summary, dashboard, admin). */
export { storeCashHeld, transporterCashHeld } from './balances.ts';
