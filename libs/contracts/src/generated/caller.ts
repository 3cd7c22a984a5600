import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from './wbk/common/v1/CallerContext';
import type { Causation as _wbk_common_v1_Causation, Causation__Output as _wbk_common_v1_Causation__Output } from './wbk/common/v1/Causation';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  wbk: {
    common: {
      v1: {
        CallerContext: MessageTypeDefinition<_wbk_common_v1_CallerContext, _wbk_common_v1_CallerContext__Output>
        Causation: MessageTypeDefinition<_wbk_common_v1_Causation, _wbk_common_v1_Causation__Output>
      }
    }
  }
}

