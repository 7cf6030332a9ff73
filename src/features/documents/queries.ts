// Server data of the Documents area: the list per service, and the upload that refreshes it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDocuments, uploadDocument } from './api';

export const documentKeys = {
  list: (serviceName: string) => ['documents', serviceName] as const,
};

export function useDocuments(serviceName: string) {
  return useQuery({
    queryKey: documentKeys.list(serviceName),
    queryFn: ({ signal }) => getDocuments(serviceName, { signal }),
    staleTime: 0,
  });
}

export function useUploadDocument(serviceName: string, onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadDocument(serviceName, file, { onProgress }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.list(serviceName) }),
  });
}
