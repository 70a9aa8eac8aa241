import { useState } from 'react';
import { Container, Stack, Stepper, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { messages } from '@clube/contract';
import { LoadingRing } from '../../../ui/LoadingRing';
import { toastSuccess } from '../../../lib/notify';
import { sponsorQueryOptions } from '../api/sponsorQueryOptions';
import { registrationPlansQueryOptions } from '../api/registrationPlansQueryOptions';
import { useRegisterUser } from '../api/useRegisterUser';
import { SponsorCard } from '../components/SponsorCard';
import { PersonalDataStep } from '../components/PersonalDataStep';
import { AddressStep } from '../components/AddressStep';
import { PlanStep } from '../components/PlanStep';
import { emptyPersonalData, type PersonalDataValues } from '../components/personalDataSchema';
import { emptyAddressValues, type AddressFormValues } from '../../profile';
import { toRegistrationPayload } from '../components/toRegistrationPayload';

/** /register/{username}: the three-step registration under the sponsor of the referral link. */
export default function RegisterPage() {
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sponsor = useQuery({ ...sponsorQueryOptions(username), enabled: username !== '' });
  const plansQuery = useQuery(registrationPlansQueryOptions());
  const registration = useRegisterUser();
  const [step, setStep] = useState(0);
  const [personal, setPersonal] = useState<PersonalDataValues>(emptyPersonalData);
  const [address, setAddress] = useState<AddressFormValues>(emptyAddressValues);
  const [chosenPlanId, setChosenPlanId] = useState<number | null>(null);

  if (!username || sponsor.isError) return <Navigate to="/" replace />;
  if (!sponsor.data) return <LoadingRing />;

  const plans = plansQuery.data ?? [];
  // With exactly one plan it is preselected (spec: registration wizard).
  const planOf = (list: typeof plans) => chosenPlanId ?? (list.length === 1 ? list[0]!.Id : null);
  const planId = planOf(plans);

  const save = (addr: AddressFormValues, plan: number | null) =>
    registration.mutate(toRegistrationPayload(personal, addr, sponsor.data.Username, plan), {
      onSuccess: (data) => {
        toastSuccess(messages.registrationSuccess);
        navigate(`/login?username=${encodeURIComponent(data.Username)}`);
      },
    });

  // A plan already chosen (or none to choose) saves at once; otherwise the plan step follows.
  const afterAddress = async (addr: AddressFormValues) => {
    setAddress(addr);
    const list = await queryClient.fetchQuery(registrationPlansQueryOptions()).catch(() => plans);
    const plan = planOf(list);
    if (list.length === 0 || plan !== null) save(addr, plan);
    else setStep(2);
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={2}>Cadastro</Title>
        <SponsorCard sponsor={sponsor.data} />
        <Stepper active={step} allowNextStepsSelect={false} size="sm">
          <Stepper.Step label="Dados Pessoais" />
          <Stepper.Step label="Endereço" />
          {plans.length > 0 && <Stepper.Step label="Plano" />}
        </Stepper>
        {step === 0 && (
          <PersonalDataStep
            defaultValues={personal}
            onNext={(values) => {
              setPersonal(values);
              setStep(1);
            }}
          />
        )}
        {step === 1 && (
          <AddressStep
            defaultValues={address}
            submitLabel={plans.length > 0 && planId === null ? 'Próximo' : 'Finalizar Cadastro'}
            saving={registration.isPending}
            onBack={(values) => {
              setAddress(values);
              setStep(0);
            }}
            onNext={(values) => void afterAddress(values)}
          />
        )}
        {step === 2 && (
          <PlanStep
            plans={plans}
            selectedId={planId}
            saving={registration.isPending}
            onSelect={setChosenPlanId}
            onBack={() => setStep(1)}
            onSubmit={() => planId !== null && save(address, planId)}
          />
        )}
      </Stack>
    </Container>
  );
}
