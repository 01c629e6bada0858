import { createContext, useContext, type ComponentType } from 'react';
import type { DocumentOwnerType } from '@kontor/core/schemas/documents';

export interface DocumentsSlotProps {
  projectId: string;
  owner: { type: DocumentOwnerType; id: string };
}

/** Props of the lists a property page embeds (its tasks, its tickets). */
export interface PropertySlotProps {
  projectId: string;
  propertyId: string;
}

/** A header button of a property tab (its dialog included), e.g. 'Leistung hinzufügen'. */
export interface PropertyActionSlotProps extends PropertySlotProps {
  /** An archived property gets nothing new. */
  disabled?: boolean;
}

/** 'Aufgabe hinzufügen' on a ticket: the task dialog filled in from the ticket. */
export interface TicketTaskSlotProps {
  projectId: string;
  ticket: { id: string; title: string };
  opened: boolean;
  onClose: () => void;
}

/** Props of the slots of project screens (administration tabs, users overview). */
export interface ProjectSlotProps {
  projectId: string;
}

/** A member of the Mitarbeiter table whose pay the dialog shows (null: closed). */
export interface StaffPayrollSlotProps {
  projectId: string;
  member: { id: string; name: string } | null;
  onClose: () => void;
}

/** One cell of the Mitarbeiter table's pay column. */
export interface StaffPayrollCellSlotProps {
  projectId: string;
  userId: string;
}

/** The read-only pay history of one employee (a worker's own, in the time tracking). */
export interface PayrollHistorySlotProps {
  projectId: string;
  user: { id: string; name: string };
  opened: boolean;
  onClose: () => void;
}

/**
 * Parts one feature shows inside another's screen (the documents tab of a property or a task).
 * Features do not import each other: `app/` fills these slots, features read them.
 */
export interface RecordSlots {
  documents?: ComponentType<DocumentsSlotProps>;
  /** The property page's 'Aufgaben' tab (features/tasks). */
  propertyTasks?: ComponentType<PropertySlotProps>;
  /** The property page's 'Tickets' tab (features/tickets). */
  propertyTickets?: ComponentType<PropertySlotProps>;
  /** The property page's 'Leistungsverzeichnis' tab (features/services). */
  propertyServices?: ComponentType<PropertySlotProps>;
  /** Its header button 'Leistung hinzufügen' with the dialog (features/services). */
  propertyServiceAdd?: ComponentType<PropertyActionSlotProps>;
  /** The task dialog a ticket's 'Aufgabe hinzufügen' opens (features/tasks). */
  ticketTask?: ComponentType<TicketTaskSlotProps>;
  /** The 'Nutzer' tab of the project administration (features/users). */
  projectAdminMembers?: ComponentType<ProjectSlotProps>;
  /** The 'Rollen' tab of the project administration (features/roles). */
  projectAdminRoles?: ComponentType<ProjectSlotProps>;
  /** The dashboard's notifications widget with 'Neue Nachricht' (features/notifications). */
  dashboardNotifications?: ComponentType<ProjectSlotProps>;
  /** The 'Einladungen' tab of /users (features/invitations). */
  invitationList?: ComponentType<ProjectSlotProps>;
  /** Mitarbeiter: the 'Lohn und Beschäftigung' dialog of a member (features/payroll). */
  staffPayroll?: ComponentType<StaffPayrollSlotProps>;
  /** Mitarbeiter: the pay column's cell (features/payroll). */
  staffPayrollCell?: ComponentType<StaffPayrollCellSlotProps>;
  /** Mitarbeiter: the header button 'Lohneinstellungen' with its dialog (features/payroll). */
  staffPayrollSettings?: ComponentType<ProjectSlotProps>;
  /** Mitarbeiterübersicht: the read-only 'Lohnverlauf' (features/payroll). */
  payrollHistory?: ComponentType<PayrollHistorySlotProps>;
}

export const RecordSlotsContext = createContext<RecordSlots>({});

export function useRecordSlots(): RecordSlots {
  return useContext(RecordSlotsContext);
}
