import { AccessDenied } from '@/components/layout/access-denied';

export default function Forbidden() {
  return <AccessDenied />;
}
