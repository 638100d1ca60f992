reset
$D0 << EOD
0 0 0.5501675651408648 "1.46"
0 1 0.9694412693542831 "1.96"
1 0 0.4343788179273393 "1.35"
1 1 0.736951068550553 "1.67"
EOD
$D1 << EOD
0 0 "n.s."
1 0 "n.s."
EOD
$D2 << EOD
0 0 0.9959132568691921 "1.99"
0 1 1.0367248437454213 "2.05"
1 0 1.0029379905878728 "2.00"
1 1 1.6067618183885752 "3.05"
EOD
$D3 << EOD
0 0 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
set terminal pngcairo noenhanced size 720,300 font 'sans,10'
set output "heat_zmq-4.3.5_over_nng_broker.png"
set multiplot layout 1,2 title "zmq-4.3.5 ÷ nng, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.6067618183885752:1.6067618183885752]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "zmq-4.3.5 / nng round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 720,300 dynamic font 'sans,10' background '#ffffff'
set output "heat_zmq-4.3.5_over_nng_broker.svg"
set multiplot layout 1,2 title "zmq-4.3.5 ÷ nng, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.6067618183885752:1.6067618183885752]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "zmq-4.3.5 / nng round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
