/**
 * Where each back-office route is: its method and path (`:name` a path parameter), by resource.
 * Written once here, without zod: the console calls a route by its address, typed from the
 * route's declaration (api/*.ts, which adds summary, params, query, body and answer), so a screen
 * loads no schema it does not use. The server serves the declarations.
 */
export const adminEndpoints = {
  appointments: {
    list: { method: 'GET', path: '/admin/appointments' },
    export: { method: 'GET', path: '/admin/appointments/export' },
    get: { method: 'GET', path: '/admin/appointments/:token' },
    update: { method: 'PATCH', path: '/admin/appointments/:token' },
    bulk: { method: 'POST', path: '/admin/appointments/bulk' },
    reveal: { method: 'POST', path: '/admin/appointments/:token/reveal' },
    upload: { method: 'GET', path: '/admin/uploads/:id' },
    createLink: { method: 'POST', path: '/admin/appointment-links' },
  },
  audit: {
    list: { method: 'GET', path: '/admin/audit' },
    export: { method: 'GET', path: '/admin/audit/export' },
  },
  dashboard: {
    get: { method: 'GET', path: '/admin/dashboard' },
    calendar: { method: 'GET', path: '/admin/calendar' },
  },
  businesses: {
    list: { method: 'GET', path: '/admin/businesses' },
    export: { method: 'GET', path: '/admin/businesses/export' },
    get: { method: 'GET', path: '/admin/businesses/:id' },
    messages: { method: 'GET', path: '/admin/businesses/:id/messages' },
    document: { method: 'GET', path: '/admin/documents/:id' },
    create: { method: 'POST', path: '/admin/businesses' },
    update: { method: 'PATCH', path: '/admin/businesses/:id' },
    bulk: { method: 'POST', path: '/admin/businesses/bulk' },
    status: { method: 'POST', path: '/admin/businesses/:id/status' },
    addPayment: { method: 'POST', path: '/admin/businesses/:id/payments' },
    updatePayment: { method: 'PATCH', path: '/admin/payments/:id' },
    attachDocument: { method: 'POST', path: '/admin/businesses/:id/documents' },
  },
  members: {
    list: { method: 'GET', path: '/admin/members' },
    export: { method: 'GET', path: '/admin/members/export' },
    get: { method: 'GET', path: '/admin/members/:id' },
  },
  notes: {
    list: { method: 'GET', path: '/admin/notes' },
    create: { method: 'POST', path: '/admin/notes' },
  },
  notices: {
    send: { method: 'POST', path: '/admin/notices' },
    list: { method: 'GET', path: '/admin/notices' },
    export: { method: 'GET', path: '/admin/notices/export' },
  },
  search: {
    get: { method: 'GET', path: '/admin/search' },
  },
  reference: {
    get: { method: 'GET', path: '/admin/reference' },
  },
  remittances: {
    payees: { method: 'GET', path: '/admin/payees' },
    exportPayees: { method: 'GET', path: '/admin/payees/export' },
    createPayee: { method: 'POST', path: '/admin/payees' },
    updatePayee: { method: 'PATCH', path: '/admin/payees/:id' },
    list: { method: 'GET', path: '/admin/remittances' },
    export: { method: 'GET', path: '/admin/remittances/export' },
    confirm: { method: 'POST', path: '/admin/remittances/:id/confirm' },
    reject: { method: 'POST', path: '/admin/remittances/:id/reject' },
  },
  review: {
    requestChanges: { method: 'POST', path: '/admin/businesses/:id/request-changes' },
    accept: { method: 'POST', path: '/admin/businesses/:id/accept' },
  },
  staff: {
    me: { method: 'GET', path: '/admin/me' },
    assignees: { method: 'GET', path: '/admin/assignees' },
    list: { method: 'GET', path: '/admin/staff' },
    export: { method: 'GET', path: '/admin/staff/export' },
    create: { method: 'POST', path: '/admin/staff' },
    update: { method: 'PATCH', path: '/admin/staff/:id' },
    passwordLink: { method: 'POST', path: '/admin/staff/:id/password-link' },
    mfaReset: { method: 'POST', path: '/admin/staff/:id/mfa-reset' },
  },
} as const;
