import { Anchor, Button } from '@mantine/core';
import { IconDatabaseImport } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { ProjectSummary } from '@kontor/core/schemas/projects';
import { DataTable } from '../../../components/list/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useShell } from '../../../lib/active-project.ts';
import { messages } from '../messages.ts';

/** The dashboard opens its 'Neues Projekt erstellen' dialog for this search parameter. */
export const NEW_PROJECT_URL = '/?neues-projekt=1';

/** /admin: every project for superusers; for a project's administrators the projects they run. */
export function AdminProjectsRoute() {
  const { me, projects } = useShell();
  const navigate = useNavigate();
  const administered = me.isSuperuser
    ? projects
    : projects.filter((project) => project.role?.type === 'admin');
  if (!me.isSuperuser && administered.length === 0) return <Navigate to="/" replace />;
  const adminUrl = (project: ProjectSummary) => `/admin/projects/${project.id}`;

  return (
    <>
      <PageHeader
        title={messages.adminTitle}
        description={messages.adminDescription}
        createLabel={me.isSuperuser ? messages.newProject : undefined}
        onCreate={me.isSuperuser ? () => navigate(NEW_PROJECT_URL) : undefined}
        actions={
          me.isSuperuser ? (
            <Button
              component={Link}
              to="/admin/import"
              variant="default"
              leftSection={<IconDatabaseImport size={16} aria-hidden />}
            >
              {messages.importData}
            </Button>
          ) : undefined
        }
      />
      <DataTable
        label={messages.projectsLabel}
        rows={administered}
        getRowId={(project) => project.id}
        emptyText={me.isSuperuser ? messages.noProjects : messages.noAdministeredProjects}
        columns={[
          {
            key: 'name',
            header: messages.colName,
            render: (project) => (
              <Anchor component={Link} to={adminUrl(project)} fw={600} size="sm">
                {project.name}
              </Anchor>
            ),
          },
          { key: 'description', header: messages.colDescription, render: (p) => p.description },
          {
            key: 'actions',
            header: messages.colActions,
            width: 140,
            render: (project) => (
              <Button
                component={Link}
                to={adminUrl(project)}
                size="xs"
                variant="default"
                aria-label={`${project.name} ${messages.administer.toLowerCase()}`}
              >
                {messages.administer}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
