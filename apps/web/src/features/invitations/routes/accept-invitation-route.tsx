import {
  Alert,
  Anchor,
  Loader,
  Center,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { loginBodySchema, type SessionInfo } from '@kontor/core/schemas/auth';
import {
  acceptInvitationBodySchema,
  type InvitationLookup,
} from '@kontor/core/schemas/invitations';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { AuthForm } from '../../../components/public-page/auth-form.tsx';
import { LoginLayout } from '../../../components/public-page/login-layout.tsx';
import { rememberProjectId } from '../../../lib/active-project.ts';
import { notify } from '../../../lib/notify.ts';
import {
  useAcceptWithPassword,
  useInvitationLookup,
  useSignInAndJoin,
} from '../api/accept-invitation.ts';
import { messages } from '../messages.ts';

type OpenInvitation = NonNullable<InvitationLookup['invitation']>;

/** Into the project the invitation was for. */
function useEnterProject() {
  const navigate = useNavigate();
  return (session: SessionInfo, projectName: string) => {
    const project = session.projects.find((p) => p.name === projectName);
    if (project) rememberProjectId(project.id);
    notify.success(messages.accepted);
    navigate('/', { replace: true });
  };
}

function NewAccountForm({ token, invitation }: { token: string; invitation: OpenInvitation }) {
  const { form, handleSubmit, failure, showFailure } = useSchemaForm({
    schema: acceptInvitationBodySchema,
    initialValues: { password: '', passwordRepeat: '' },
  });
  const accept = useAcceptWithPassword(token);
  const enter = useEnterProject();
  return (
    <AuthForm
      onSubmit={handleSubmit((body) =>
        accept.mutate(body, {
          onSuccess: (session) => enter(session, invitation.projectName),
          onError: (error) => showFailure(error),
        }),
      )}
      title={messages.pageTitle}
      intro={messages.openIntro(invitation.projectName)}
      submitLabel={messages.acceptSubmit}
      busy={accept.isPending}
      failure={failure}
    >
      <TextInput label="E-Mail" value={invitation.email} readOnly autoComplete="username" />
      <PasswordInput
        label={messages.password}
        description={messages.passwordHint}
        autoComplete="new-password"
        required
        data-autofocus
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={messages.passwordRepeat}
        autoComplete="new-password"
        required
        {...form.getInputProps('passwordRepeat')}
      />
    </AuthForm>
  );
}

function SignInForm({ token, invitation }: { token: string; invitation: OpenInvitation }) {
  const { form, handleSubmit, failure, showFailure } = useSchemaForm({
    schema: loginBodySchema,
    initialValues: { email: invitation.email, password: '' },
  });
  const join = useSignInAndJoin(token);
  const enter = useEnterProject();
  return (
    <AuthForm
      onSubmit={handleSubmit((body) =>
        join.mutate(body, {
          onSuccess: (session) => enter(session, invitation.projectName),
          onError: (error) => showFailure(error),
        }),
      )}
      title={messages.pageTitle}
      intro={messages.signInIntro(invitation.projectName)}
      submitLabel={messages.signInSubmit}
      busy={join.isPending}
      failure={failure}
    >
      <TextInput label="E-Mail" readOnly autoComplete="username" {...form.getInputProps('email')} />
      <PasswordInput
        label={messages.password}
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
    </AuthForm>
  );
}

function Closed({ state }: { state: keyof typeof messages.states }) {
  const texts = messages.states[state];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {texts.title}
      </Title>
      <Text size="sm">{texts.text}</Text>
      <Anchor component={Link} to="/login" size="sm">
        {messages.toLogin}
      </Anchor>
    </Stack>
  );
}

/** Route /invitation/:token (outside the shell): the link of the invitation mail. */
export function AcceptInvitationRoute() {
  const token = useParams().token ?? '';
  const lookup = useInvitationLookup(token);
  const data = lookup.data;
  let body;
  if (lookup.isPending) {
    body = (
      <Center py="lg">
        <Loader aria-label={messages.loading} />
      </Center>
    );
  } else if (lookup.isError || !data) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {messages.loadFailed}
      </Alert>
    );
  } else if (data.state !== 'open' || !data.invitation) {
    body = <Closed state={data.state === 'open' ? 'invalid' : data.state} />;
  } else if (data.invitation.hasAccount) {
    body = <SignInForm token={token} invitation={data.invitation} />;
  } else {
    body = <NewAccountForm token={token} invitation={data.invitation} />;
  }
  return <LoginLayout>{body}</LoginLayout>;
}
