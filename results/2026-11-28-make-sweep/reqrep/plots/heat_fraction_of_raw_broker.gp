reset
$D0 << EOD
0 0 -1.774229123691509 "0.29"
0 1 -1.9056390814542887 "0.27"
EOD
$D1 << EOD
0 0 -1.4716837085135779 "0.36"
0 1 -1.8459508381908776 "0.28"
EOD
$D2 << EOD
0 0 -2.0865938941480255 "0.24"
0 1 -2.0179719911523777 "0.25"
EOD
$D3 << EOD
0 0 -2.859110724417949 "0.14"
0 1 -3.2614872378087085 "0.10"
EOD
$D4 << EOD
0 0 -1.8207078932581284 "0.28"
0 1 -2.0416811712085106 "0.24"
EOD
$D5 << EOD
0 0 -2.219748435473552 "0.21"
0 1 -2.328969780328014 "0.20"
EOD
$D6 << EOD
0 0 -1.3854860359891517 "0.38"
0 1 -1.5456327917798764 "0.34"
EOD
$D7 << EOD
0 0 -2.6707426592780323 "0.16"
0 1 -2.572670060220216 "0.17"
EOD
set terminal pngcairo noenhanced size 1080,820 font 'sans,10'
set output "heat_fraction_of_raw_broker.png"
set multiplot layout 3,3 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:0.5]
set yrange [-0.5:1.5]
set xtics ("1 KiB" 0) font ',8'
set ytics ("8" 0, "64" 1) font ',8'
set xlabel "payload size per message"
set ylabel "workers"
set cbrange [-3.2614872378087085:3.2614872378087085]
set cbtics ("0.12" -3.0, "0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0, "8.00" 3.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "czmq TCP" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8'
set title "nanomsg TCP" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
set title "nng TCP" font ',11'
plot $D3 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D3 using 1:($2+0.12):4 with labels font ',8'
set title "nats TCP" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8'
set title "redis TCP" font ',11'
plot $D5 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D5 using 1:($2+0.12):4 with labels font ',8'
set title "mqtt TCP" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8'
set title "rabbitmq TCP" font ',11'
plot $D7 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D7 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
set terminal svg noenhanced size 1080,820 dynamic font 'sans,10' background '#ffffff'
set output "heat_fraction_of_raw_broker.svg"
set multiplot layout 3,3 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:0.5]
set yrange [-0.5:1.5]
set xtics ("1 KiB" 0) font ',8'
set ytics ("8" 0, "64" 1) font ',8'
set xlabel "payload size per message"
set ylabel "workers"
set cbrange [-3.2614872378087085:3.2614872378087085]
set cbtics ("0.12" -3.0, "0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0, "8.00" 3.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "czmq TCP" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8'
set title "nanomsg TCP" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
set title "nng TCP" font ',11'
plot $D3 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D3 using 1:($2+0.12):4 with labels font ',8'
set title "nats TCP" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8'
set title "redis TCP" font ',11'
plot $D5 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D5 using 1:($2+0.12):4 with labels font ',8'
set title "mqtt TCP" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8'
set title "rabbitmq TCP" font ',11'
plot $D7 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D7 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
