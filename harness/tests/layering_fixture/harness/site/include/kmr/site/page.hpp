// A header of the top component of the layering fixture.
#pragma once
