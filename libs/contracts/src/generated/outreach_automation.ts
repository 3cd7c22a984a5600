import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CallerContext as _wbk_common_v1_CallerContext, CallerContext__Output as _wbk_common_v1_CallerContext__Output } from './wbk/common/v1/CallerContext';
import type { Causation as _wbk_common_v1_Causation, Causation__Output as _wbk_common_v1_Causation__Output } from './wbk/common/v1/Causation';
import type { CampaignState as _wbk_outreach_v1_CampaignState, CampaignState__Output as _wbk_outreach_v1_CampaignState__Output } from './wbk/outreach/v1/CampaignState';
import type { OutreachAutomationServiceClient as _wbk_outreach_v1_OutreachAutomationServiceClient, OutreachAutomationServiceDefinition as _wbk_outreach_v1_OutreachAutomationServiceDefinition } from './wbk/outreach/v1/OutreachAutomationService';
import type { SendMessageRequest as _wbk_outreach_v1_SendMessageRequest, SendMessageRequest__Output as _wbk_outreach_v1_SendMessageRequest__Output } from './wbk/outreach/v1/SendMessageRequest';
import type { SentMessage as _wbk_outreach_v1_SentMessage, SentMessage__Output as _wbk_outreach_v1_SentMessage__Output } from './wbk/outreach/v1/SentMessage';
import type { StartCampaignRequest as _wbk_outreach_v1_StartCampaignRequest, StartCampaignRequest__Output as _wbk_outreach_v1_StartCampaignRequest__Output } from './wbk/outreach/v1/StartCampaignRequest';

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
    outreach: {
      v1: {
        CampaignState: MessageTypeDefinition<_wbk_outreach_v1_CampaignState, _wbk_outreach_v1_CampaignState__Output>
        OutreachAutomationService: SubtypeConstructor<typeof grpc.Client, _wbk_outreach_v1_OutreachAutomationServiceClient> & { service: _wbk_outreach_v1_OutreachAutomationServiceDefinition }
        SendMessageRequest: MessageTypeDefinition<_wbk_outreach_v1_SendMessageRequest, _wbk_outreach_v1_SendMessageRequest__Output>
        SentMessage: MessageTypeDefinition<_wbk_outreach_v1_SentMessage, _wbk_outreach_v1_SentMessage__Output>
        StartCampaignRequest: MessageTypeDefinition<_wbk_outreach_v1_StartCampaignRequest, _wbk_outreach_v1_StartCampaignRequest__Output>
      }
    }
  }
}

