reset
$D0 << EOD
0 0 -0.6950431192635201 "0.62"
0 1 0.8213219268227331 "1.77"
1 0 0.20006081644314294 "1.15"
1 1 -0.010712345433667192 "0.99"
EOD
$D1 << EOD
0 0 "n.s."
0 1 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
$D2 << EOD
0 0 -0.7229528210210666 "0.61"
0 1 0.29148417465344556 "1.22"
1 0 0.05992762166191276 "1.04"
1 1 0.45218659698965363 "1.37"
EOD
$D3 << EOD
0 0 "n.s."
0 1 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
$D4 << EOD
0 0 -0.4868453147175021 "0.71"
0 1 0.7188978469855642 "1.65"
1 0 0.19790833756025183 "1.15"
1 1 -1.2628210513159794 "0.42"
EOD
$D5 << EOD
0 0 "n.s."
0 1 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
$D6 << EOD
0 0 -1.1686985127493938 "0.44"
0 1 0.22420060026230743 "1.17"
1 0 -0.5086315509986209 "0.70"
1 1 -0.4176241528483687 "0.75"
EOD
$D7 << EOD
0 0 "n.s."
0 1 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
$D8 << EOD
0 0 -0.00843259925023333 "0.99"
0 1 0.47579738212771966 "1.39"
1 0 -0.1316710933030642 "0.91"
1 1 0.2532269312893004 "1.19"
EOD
$D9 << EOD
0 0 "n.s."
0 1 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
$D10 << EOD
0 0 -0.27054181983207076 "0.83"
0 1 0.3199514392676621 "1.25"
1 0 0.3457324758087612 "1.27"
1 1 0.45189207156012756 "1.37"
EOD
$D11 << EOD
0 0 "n.s."
0 1 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
set terminal pngcairo noenhanced size 1080,560 font 'sans,10'
set output "heat_ipc_over_tcp_broker.png"
set multiplot layout 2,3 title "IPC speed-up over TCP, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.2628210513159794:1.2628210513159794]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "IPC / TCP round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "zmq-4.3.5" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nanomsg" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8', \
     $D5 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8', \
     $D7 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng-1.12.0" font ',11'
plot $D8 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D8 using 1:($2+0.12):4 with labels font ',8', \
     $D9 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "raw" font ',11'
plot $D10 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D10 using 1:($2+0.12):4 with labels font ',8', \
     $D11 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 1080,560 dynamic font 'sans,10' background '#ffffff'
set output "heat_ipc_over_tcp_broker.svg"
set multiplot layout 2,3 title "IPC speed-up over TCP, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.2628210513159794:1.2628210513159794]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "IPC / TCP round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "zmq-4.3.5" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nanomsg" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8', \
     $D5 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8', \
     $D7 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nng-1.12.0" font ',11'
plot $D8 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D8 using 1:($2+0.12):4 with labels font ',8', \
     $D9 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "raw" font ',11'
plot $D10 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D10 using 1:($2+0.12):4 with labels font ',8', \
     $D11 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
