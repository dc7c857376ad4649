import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toastViewport } from '../../lib/toast';

export default function Toaster({ position }: { position: 'top-center' | 'bottom-right' }) {
  useEffect(() => toastViewport.ready(), []);
  return (
    <SonnerToaster
      theme="dark"
      position={position}
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
    />
  );
}
