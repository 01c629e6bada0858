import { useEffect, useState } from 'react';
import { Box, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  ApiError,
  api,
  apiPath,
  errorMessage,
  toApiError,
  unwrap,
} from '../../../lib/api-client.ts';
import { formShareMessages } from '../form-share-messages.ts';
import { EMBED_HEIGHT_MESSAGE } from '../public/embed-snippets.ts';
import { checkPublicForm, type PublicFormErrors } from '../public/public-form-check.ts';
import { PublicFormView } from '../public/public-form-view.tsx';
import { solveChallenge } from '../public/solve-challenge.ts';

const t = formShareMessages.page;
const ROUTE = '/api/public/projects/{projectId}/forms/{formId}' as const;

/** Tells a website that embeds this page (scriptSnippet) how tall it is. */
function usePostHeight() {
  useEffect(() => {
    if (window.parent === window) return;
    const post = () =>
      window.parent.postMessage(
        { type: EMBED_HEIGHT_MESSAGE, height: document.documentElement.scrollHeight },
        '*',
      );
    const observer = new ResizeObserver(post);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box component="main" bg="gray.0" mih="100vh" px={{ base: 'xs', sm: 'md' }} py="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto">
        {children}
      </Paper>
    </Box>
  );
}

/**
 * Route /formular/:projectId/:formId: the public page of a form (issue 35), for a link or an
 * iframe on the club's website. It uses only the public form API (no session): the fields,
 * the consent, the honeypot and, when the form asks for it, the proof of work.
 */
export function PublicFormRoute() {
  const { projectId = '', formId = '' } = useParams();
  const [errors, setErrors] = useState<PublicFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  usePostHeight();
  const form = useQuery({
    queryKey: ['public-form', projectId, formId],
    queryFn: ({ signal }) =>
      unwrap(api.GET(ROUTE, { params: { path: { projectId, formId } }, signal })),
    retry: false,
    // A challenge token is valid for an hour; a new one comes with every load.
    staleTime: Infinity,
  });

  async function send(data: FormData) {
    if (!form.data) return;
    const found = checkPublicForm(form.data.fields, form.data.consentText, data);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { challenge } = form.data;
      if (challenge) {
        data.set('challenge', challenge.token);
        data.set('nonce', await solveChallenge(challenge.token, challenge.difficulty));
      }
      const res = await fetch(apiPath(ROUTE, { projectId, formId }), {
        method: 'POST',
        body: data,
        headers: { accept: 'application/json' },
      });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) throw toApiError(res.status, body);
      setDone((body as { id: string }).id);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      }
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (form.isPending)
    return (
      <Frame>
        <Center py="xl">
          <Loader size="sm" aria-label={t.loading} />
        </Center>
      </Frame>
    );
  if (form.isError) {
    const missing = form.error instanceof ApiError && form.error.status === 404;
    return (
      <Frame>
        <Title order={1} size="h3">
          {missing ? t.notFound : t.loadFailed}
        </Title>
      </Frame>
    );
  }
  if (done)
    return (
      <Frame>
        <Stack gap="md" role="status">
          <Title order={1} size="h3">
            {t.done}
          </Title>
          <Text size="sm">{t.doneNumber(done)}</Text>
          <Button
            variant="light"
            onClick={() => window.location.reload()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t.again}
          </Button>
        </Stack>
      </Frame>
    );
  return (
    <Frame>
      <PublicFormView
        form={form.data}
        errors={errors}
        busy={busy}
        idPrefix="formular"
        notice={
          failure ? (
            <Text size="sm" c="red.8">
              {failure}
            </Text>
          ) : undefined
        }
        onSubmit={(data) => void send(data)}
      />
    </Frame>
  );
}
