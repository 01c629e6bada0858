import { lazy } from 'react';
import type { RecordSlots } from '../lib/record-slots.ts';

/** What each slot shows; loaded with the first screen that uses it. */
export const recordSlots: RecordSlots = {
  documents: lazy(() =>
    import('../features/documents/components/documents-panel.tsx').then((m) => ({
      default: m.DocumentsPanel,
    })),
  ),
  propertyTasks: lazy(() =>
    import('../features/tasks/components/task-list.tsx').then((m) => ({ default: m.TaskList })),
  ),
  propertyTickets: lazy(() =>
    import('../features/tickets/components/ticket-list.tsx').then((m) => ({
      default: m.TicketList,
    })),
  ),
  propertyServices: lazy(() =>
    import('../features/services/components/property-services-tab.tsx').then((m) => ({
      default: m.PropertyServicesTab,
    })),
  ),
  propertyServiceAdd: lazy(() =>
    import('../features/services/components/add-service-entry-button.tsx').then((m) => ({
      default: m.AddServiceEntryButton,
    })),
  ),
  ticketTask: lazy(() =>
    import('../features/tasks/components/create-task-modal.tsx').then((m) => ({
      default: m.TicketTaskModal,
    })),
  ),
  projectAdminMembers: lazy(() =>
    import('../features/users/components/project-admin-members.tsx').then((m) => ({
      default: m.ProjectAdminMembers,
    })),
  ),
  projectAdminRoles: lazy(() =>
    import('../features/roles/components/roles-tab.tsx').then((m) => ({ default: m.RolesTab })),
  ),
  dashboardNotifications: lazy(() =>
    import('../features/notifications/components/dashboard-notifications.tsx').then((m) => ({
      default: m.DashboardNotifications,
    })),
  ),
  invitationList: lazy(() =>
    import('../features/invitations/components/invitation-list.tsx').then((m) => ({
      default: m.InvitationList,
    })),
  ),
  staffPayroll: lazy(() =>
    import('../features/payroll/components/payroll-dialog.tsx').then((m) => ({
      default: m.PayrollDialog,
    })),
  ),
  staffPayrollCell: lazy(() =>
    import('../features/payroll/components/payroll-cell.tsx').then((m) => ({
      default: m.PayrollCell,
    })),
  ),
  staffPayrollSettings: lazy(() =>
    import('../features/payroll/components/payroll-settings-button.tsx').then((m) => ({
      default: m.PayrollSettingsButton,
    })),
  ),
  payrollHistory: lazy(() =>
    import('../features/payroll/components/payroll-history-dialog.tsx').then((m) => ({
      default: m.PayrollHistoryDialog,
    })),
  ),
};
