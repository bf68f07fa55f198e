import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { UserPlus } from 'lucide-react';
import { errorMessage } from '@web/api/client';
import { useInviteMember } from '@web/api/teams';
import { showSnackbar } from '@web/state/alerts';

/** The admin's "add team member" form: an email address to invite; the server checks seats and duplicates. */
export function InviteMemberForm({ teamId, seatsLeft }: { teamId: string; seatsLeft: number }) {
  const invite = useInviteMember(teamId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await invite.mutateAsync(email);
      showSnackbar(`Invited ${email.trim().toLowerCase()}. Send them the join link.`);
      setEmail('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Invite a team member">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Email address to invite"
          description={seatsLeft > 0 ? `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left on your plan.` : 'Every seat of your plan is taken.'}
          name="email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 260px' }}
        />
        <Button type="submit" mt={45} loading={invite.isPending} leftSection={<UserPlus size={16} aria-hidden />}>
          Invite
        </Button>
      </Group>
    </form>
  );
}
