import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Select, Stack, Text, Title } from '@mantine/core';
import { KeyRound } from 'lucide-react';
import { INTEGRATION_MESSAGES, ZWebflowConnectInput, type TWebflowDetails, type TWebflowField } from '@core/api/integrations';
import { fieldsFor, mappingProblem } from '@core/integrations/webflowMapping';
import { errorMessage } from '@web/api/client';
import { useConnectWebflowToken, useSaveWebflowMapping, useWebflowFields } from '@web/api/signInIntegrations';
import { showAlert } from '@web/state/alerts';
import { errorsFromServer, errorsFromZod, NO_ERRORS, type TFormErrors } from '../Login/formErrors';

const messages = INTEGRATION_MESSAGES.webflow;

/** Webflow without (or besides) the sign-in: a site API token, which reaches one site. */
export function WebflowTokenForm({ uid, reconnect, withSignIn }: { uid: string; reconnect: boolean; withSignIn: boolean }) {
  const connect = useConnectWebflowToken(uid);
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<TFormErrors>(NO_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (connect.isPending) return;
    const parsed = ZWebflowConnectInput.safeParse({ uid, site_token: token });
    if (!parsed.success) {
      setErrors(errorsFromZod(parsed.error));
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await connect.mutateAsync(parsed.data);
      showAlert(messages.connected, 'success');
      setToken('');
    } catch (failure) {
      showAlert(messages.connectFailed);
      setErrors(errorsFromServer(failure, ['site_token']));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`${reconnect ? 'Reconnect' : 'Connect'} Webflow with a site token`}>
      <Stack gap="sm">
        <Text size="sm">
          {withSignIn ? 'Or connect one site with its API token: ' : ''}
          in Webflow, open the site’s Site settings → Apps &amp; integrations → API access, generate a token with CMS read and write and Sites read, and paste it here.
        </Text>
        <PasswordInput label="Site API token" name="site_token" required autoComplete="off" value={token} error={errors.fields.site_token} onChange={(event) => setToken(event.currentTarget.value)} />
        {errors.form ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            <Text size="sm">{errors.form}</Text>
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" variant={withSignIn ? 'default' : 'filled'} loading={connect.isPending} leftSection={<KeyRound size={16} aria-hidden />}>
            {`${reconnect ? 'Reconnect' : 'Connect'} with a site token`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type TChosen = { body: string; excerpt: string; image: string };

/** A first guess for a collection: its first rich text as the body, a summary-like plain text as the excerpt, its first image. */
function guess(fields: readonly TWebflowField[]): TChosen {
  const excerpts = fieldsFor(fields, 'excerpt');
  return {
    body: fieldsFor(fields, 'body')[0]?.slug ?? '',
    excerpt: excerpts.find((field) => /summary|excerpt|description|intro/i.test(`${field.slug} ${field.name}`))?.slug ?? '',
    image: fieldsFor(fields, 'image')[0]?.slug ?? '',
  };
}

/** The collection posts become items of, and which of its fields take the body, the excerpt and the featured image. */
export function WebflowMappingForm({ uid, webflow }: { uid: string; webflow: TWebflowDetails }) {
  const mapping = webflow.mapping;
  const [siteId, setSiteId] = useState<string | null>(mapping?.site_id ?? webflow.sites[0]?.id ?? null);
  const [collectionId, setCollectionId] = useState<string | null>(mapping?.collection_id ?? null);
  const [chosen, setChosen] = useState<TChosen | null>(mapping ? { body: mapping.fields.body, excerpt: mapping.fields.excerpt ?? '', image: mapping.fields.image ?? '' } : null);
  const [errors, setErrors] = useState<TFormErrors>(NO_ERRORS);
  const fields = useWebflowFields(uid, collectionId);
  const save = useSaveWebflowMapping(uid);
  const site = webflow.sites.find((item) => item.id === siteId) ?? null;
  const loaded = fields.data?.fields ?? null;
  const values = chosen ?? (loaded ? guess(loaded) : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!siteId || !collectionId || !values || !loaded || save.isPending) return;
    const problem = mappingProblem(loaded, { body: values.body, excerpt: values.excerpt || null, image: values.image || null });
    if (problem) {
      setErrors(problem.field ? { fields: { [problem.field]: problem.message }, form: null } : { fields: {}, form: problem.message });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await save.mutateAsync({ uid, site_id: siteId, collection_id: collectionId, fields: values });
      showAlert('Webflow is ready: posts become items of this collection.', 'success');
    } catch (failure) {
      setErrors(errorsFromServer(failure, ['fields.body', 'fields.excerpt', 'fields.image']));
    }
  }

  const options = (role: 'body' | 'excerpt' | 'image') => (loaded ? fieldsFor(loaded, role).map((field) => ({ value: field.slug, label: field.name })) : []);
  const set = (role: keyof TChosen, value: string | null) => values && setChosen({ ...values, [role]: value ?? '' });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Webflow collection and fields">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Collection and fields
          </Title>
          <Text size="sm">Each post becomes an item of this collection: its title goes to Name, its slug to Slug, and the fields below take the rest.</Text>
          {webflow.sites.length > 1 ? (
            <Select
              label="Site"
              data={webflow.sites.map((item) => ({ value: item.id, label: item.name }))}
              value={siteId}
              allowDeselect={false}
              onChange={(value) => {
                setSiteId(value);
                setCollectionId(null);
                setChosen(null);
              }}
            />
          ) : null}
          <Select
            label="Collection"
            placeholder={site?.collections.length ? 'Choose a collection' : 'This site has no collection'}
            data={(site?.collections ?? []).map((item) => ({ value: item.id, label: item.name }))}
            value={collectionId}
            allowDeselect={false}
            onChange={(value) => {
              setCollectionId(value);
              setChosen(null);
              setErrors(NO_ERRORS);
            }}
          />
          {fields.isError ? (
            <Alert color="red" variant="light" p="xs">
              <Text size="sm">{errorMessage(fields.error)}</Text>
            </Alert>
          ) : null}
          {collectionId && loaded && values ? (
            <>
              <Select label="Body" description="A rich text field." required data={options('body')} value={values.body || null} error={errors.fields['fields.body']} onChange={(value) => set('body', value)} />
              <Select label="Excerpt" description="A plain text field (optional)." clearable data={options('excerpt')} value={values.excerpt || null} error={errors.fields['fields.excerpt']} onChange={(value) => set('excerpt', value)} />
              <Select label="Featured image" description="An image field (optional)." clearable data={options('image')} value={values.image || null} error={errors.fields['fields.image']} onChange={(value) => set('image', value)} />
            </>
          ) : null}
          {errors.form ? (
            <Alert color="red" variant="light" role="alert" p="xs">
              <Text size="sm">{errors.form}</Text>
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending || fields.isFetching} disabled={!collectionId || !loaded}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
