import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A change a control sends at once (a setting's checkbox or select), with the value asked for held from the
 * very event that asks it until the server answers. The mutation's own state reaches React a tick later, and
 * a controlled control would flick back to the old value in between.
 */
export function useAskedChange<TData, TVariables>(
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'onSettled'>,
) {
  const [asked, setAsked] = useState<{ variables: TVariables }>();
  const mutation = useMutation({ ...options, onSettled: () => setAsked(undefined) });
  return {
    /** What is being asked, until the answer comes (wrapped: `false` is a value a checkbox asks for). */
    asked,
    ask: (variables: TVariables) => {
      setAsked({ variables });
      mutation.mutate(variables);
    },
  };
}
