export { notifyMember, notifyMembersOnce, PushKind } from './office-notifications';
export { pushDispatcherPlugin } from './push.dispatcher';
export { invoiceDueRemindersJob, remindInvoicesDueTomorrow } from './invoice-due-reminders';
